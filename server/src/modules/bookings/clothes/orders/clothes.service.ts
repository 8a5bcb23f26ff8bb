import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { writeAudit } from '../../../../core/audit/audit';
import { itemLabel } from '../../../../core/dictionary/dict-dsl';
import { dictItems } from '../../../../core/dictionary/dictionary';
import { AppException } from '../../../../core/errors/app.exception';
import { CrudService } from '../../../../core/resource/crud.service';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import { ResourceRegistry } from '../../../../core/resource/resource-registry';
import type { Label } from '../../../../core/resource/resource.types';
import type { Row } from '../../../../core/resource/row';
import { linkedOrderCode } from '../../../dispatch/dispatch.api';
import { YES_NO } from '../../../system/system.states';
import { CLOTHES_ACTIONS, nextState, STOCK_OF, transition, type ClothesAction } from '../clothes-transitions';
import { ClothesError } from '../clothes.errors';
import {
  catalogueRows,
  lockLines,
  lockOrders,
  linesByOrder,
  moveStock,
  ordersOfLines,
  setLines,
  setOrder,
  type CatalogueRow,
  type LinePatch,
  type LineRow,
  type OrderRow,
  type StockChange,
} from '../clothes.repository';
import { boatClothingOrderResource, boatClothingOrderStaffResource, boatClothingStaffResource } from '../clothes.resources';
import { CLOTHES_STATE as S, clothesStatus, clothingSmallClass, garmentType, SIZED_BY, SMALL_CLASS } from '../clothes.states';
import { orderState } from './order-state.rule';

export const LINK_KIND = 'clothes';

// a garment and its sub-class in words (the standard cut goes without saying)
export function garmentLabel(garment: string, smallClass: string | null): Label {
  const g = itemLabel(garmentType.items, garment);
  if (!smallClass || smallClass === SMALL_CLASS.Standard) return { zh: g.zh, en: g.en };
  const c = itemLabel(clothingSmallClass.items, smallClass);
  return { zh: `${g.zh}（${c.zh}）`, en: `${g.en} (${c.en.toLowerCase()})` };
}

// a catalogue row's name: garment, sub-class and size (the pickers' label)
export function catalogueName(garment: string, smallClass: string, size: string): Label {
  const g = garmentLabel(garment, smallClass);
  return { zh: `${g.zh} ${size}`, en: `${g.en} ${size}` };
}

const orderWhat = (code: string): Label => ({ zh: `工作服申请 ${code}`, en: `Order ${code}` });
const lineWhat = (l: Pick<LineRow, 'garment_type' | 'clothing_small_class' | 'size' | 'number_of_units'>): Label => {
  const name = catalogueName(l.garment_type, l.clothing_small_class ?? SMALL_CLASS.Standard, l.size ?? '');
  return { zh: `${name.zh} ×${l.number_of_units}`, en: `${name.en} ×${l.number_of_units}` };
};

// what a line asks for, as written or changed
export interface LineAsk {
  garmentType: string;
  clothingSmallClass?: string | null;
  size?: string | null;
  numberOfUnits: number;
}

// What an order and its lines mean for the store, and every move of their state (through the transition
// table) with the stock it moves. Used by the lines' and orders' hooks and operations, the store's
// delivery operations and the dispatch link kind.
@Injectable()
export class ClothesService {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
  ) {}

  // The catalogue row a line takes its stock from: the garment in the size asked, or in the recipient's
  // size from his record (work clothes or shoes, SIZED_BY); of the sub-class asked, or the first in
  // catalogue order with enough free. Refuses a size unknown, not in the catalogue or out of stock.
  async resolve(ctx: OpContext, userId: number, ask: LineAsk): Promise<CatalogueRow> {
    const m = ctx.manager;
    const sized = SIZED_BY[ask.garmentType];
    let size = ask.size?.trim() || null;
    if (!size && sized) {
      const crew = this.registry.resource('BoatUserInfo')!;
      const seafarer = await this.crud.load<Row>({ ...ctx, resource: crew }, userId);
      size = (seafarer[sized.field] as string | null) || null;
      if (!size) {
        const which = crew.fields[sized.field].label;
        throw new AppException(ClothesError.sizeUnknown, { name: seafarer.name, which: { zh: which.zh, en: which.en.toLowerCase() } }, [{ field: 'size', reason: 'required' }]);
      }
    }
    const smallClass = ask.clothingSmallClass || null;
    const garment = garmentLabel(ask.garmentType, smallClass);
    const rows = await catalogueRows(m, ask.garmentType, smallClass, size);
    if (!size) {
      // a garment of one size: the size its catalogue rows have, when they have one only
      const sizes = [...new Set(rows.map((r) => r.size))];
      if (sizes.length > 1) throw new AppException(ClothesError.sizeNeeded, { garment, sizes: sizes.join(' / ') }, [{ field: 'size', reason: 'required' }]);
    }
    if (!rows.length) throw new AppException(ClothesError.noSize, { garment, size: size ?? '—' }, [{ field: 'size', reason: 'enum' }]);
    return rows.find((r) => r.available >= ask.numberOfUnits) ?? rows.reduce((a, b) => (b.available > a.available ? b : a));
  }

  // Moves the stock or refuses, naming the garment, the size, what is free and what was asked.
  async moveStock(m: EntityManager, changes: StockChange[]): Promise<void> {
    const refused = await moveStock(m, changes);
    if (!refused) return;
    const { change, row } = refused;
    const action = change.move === 'reserve' ? L('预定', 'reserved') : CLOTHES_ACTIONS.ship;
    const stock = change.move === 'reserve' ? row.available : row.reserved;
    throw new AppException(ClothesError.outOfStock, { garment: garmentLabel(row.garment_type, row.clothing_small_class), size: row.size, stock, asked: change.n, action });
  }

  // The size rule of the catalogue: a garment sized by the seafarer's record comes in the sizes his
  // record may hold (so an order in his size finds its row).
  async checkCatalogueSize(m: EntityManager, garment: string, smallClass: string, size: string): Promise<void> {
    const sized = SIZED_BY[garment];
    if (!sized) return;
    const values = (await dictItems(m, sized.dict)).map((i) => i.value);
    if (!values.includes(size)) throw new AppException(ClothesError.sizeNotInDict, { garment: garmentLabel(garment, smallClass), sizes: values.join(' / ') }, [{ field: 'size', reason: 'enum' }]);
  }

  // Orders by id locked, with their lines locked after them (the module's lock order), for a move.
  async lockWithLines(m: EntityManager, orderIds: number[]): Promise<{ orders: OrderRow[]; lines: LineRow[] }> {
    const orders = await lockOrders(m, orderIds);
    return { orders, lines: await lockLines(m, { orderIds: orders.map((o) => o.id) }) };
  }

  // Each order's state and returnDue read again from its lines (after any move of them).
  async refresh(m: EntityManager, orderIds: number[], by: number | null, submitted = false): Promise<void> {
    const ids = [...new Set(orderIds)];
    const of = await linesByOrder(m, ids);
    for (const id of ids) {
      const l = of.get(id) ?? { states: [], returnDue: false };
      await setOrder(m, id, { state: orderState(l.states), returnDue: l.returnDue ? YES_NO.Yes : YES_NO.No, submitted }, by);
    }
  }

  // Moves lines by `action` through the table (409 naming the first line that may not), with the stock
  // the move takes or gives back and what it records; the caller reads their orders' states again. A
  // delete moves no state: the rows go (their reservations given back).
  async moveLines(ctx: OpContext, lines: LineRow[], action: ClothesAction, patch: Omit<LinePatch, 'state'> = {}): Promise<void> {
    const by = ctx.user?.userId ?? null;
    const to = new Map<string, number[]>();
    for (const l of lines) {
      const state = transition(lineWhat(l), l.clothes_status, action);
      to.set(state, [...(to.get(state) ?? []), l.id]);
      this.inDayOrder(l, patch);
    }
    const move = STOCK_OF[action];
    if (move) await this.moveStock(ctx.manager, lines.map((l) => ({ clothesId: l.clothes_id, move, n: l.number_of_units })));
    if (action === 'delete') return;
    for (const [state, ids] of to) await setLines(ctx.manager, ids, { ...patch, state }, by);
    const audit = { ...ctx, resource: boatClothingStaffResource };
    for (const l of lines) await writeAudit(audit, action, l.id, { clothesStatus: { old: l.clothes_status, new: nextState(l.clothes_status, action) }, ...patch });
  }

  // A line's days keep their order: received, or sent back, not before it was shipped; sent back not
  // before it was received.
  private inDayOrder(l: LineRow, patch: Omit<LinePatch, 'state'>): void {
    const steps: Array<[keyof LinePatch, string | null | undefined, string | null, Label, Label]> = [
      ['receivedOn', patch.receivedOn, l.shipped_on, L('签收日期', 'Received on'), L('发货', 'shipped')],
      ['returnedOn', patch.returnedOn, l.shipped_on, L('退回日期', 'Returned on'), L('发货', 'shipped')],
      ['returnedOn', patch.returnedOn, l.received_on, L('退回日期', 'Returned on'), L('签收', 'received')],
    ];
    for (const [field, day, after, label, done] of steps) {
      if (day && after && day < after) throw new AppException(ClothesError.dayBefore, { what: lineWhat(l), day: after, done, field: label }, [{ field, reason: 'range' }]);
    }
  }

  // The store's moves of selected lines (ship, receive, return): within the caller's crew rights (404 for
  // a line outside them; a draft's line is refused by the table, naming its state), orders locked before
  // their lines, all or none.
  async moveSelected(ctx: OpContext, ids: number[], action: ClothesAction, patch: Omit<LinePatch, 'state'> = {}): Promise<void> {
    const seen = await this.crud.scopedQuery({ ...ctx, resource: boatClothingOrderStaffResource }).select('t.id', 'id').andWhere('t.id IN (:...ids)', { ids }).getRawMany<{ id: number }>();
    if (seen.length !== new Set(ids).size) throw new AppException('NotFound');
    const orderIds = await ordersOfLines(ctx.manager, ids);
    await lockOrders(ctx.manager, orderIds);
    const lines = await lockLines(ctx.manager, { ids });
    await this.moveLines(ctx, lines, action, patch);
    await this.refresh(ctx.manager, lines.map((l) => l.order_id), ctx.user?.userId ?? null);
  }

  // Submit: the draft's lines go to the store, not sent (their stock stays reserved).
  async submit(ctx: OpContext, orderId: number): Promise<void> {
    const { orders, lines } = await this.lockWithLines(ctx.manager, [orderId]);
    const [order] = orders;
    transition(orderWhat(order.code), order.clothes_status, 'submit');
    const open = lines.filter((l) => l.clothes_status !== S.Cancelled);
    if (!open.length) throw new AppException(ClothesError.noLines, { code: order.code });
    await this.moveLines({ ...ctx, resource: boatClothingOrderResource }, open, 'submit');
    await this.refresh(ctx.manager, [orderId], ctx.user?.userId ?? null, true);
  }

  // Withdrawn by its applicant before anything left the store: every line cancelled, its stock free
  // again. One made for a dispatch order ends with its check item instead.
  async cancel(ctx: OpContext, orderId: number): Promise<void> {
    const { orders, lines } = await this.lockWithLines(ctx.manager, [orderId]);
    const [order] = orders;
    transition(orderWhat(order.code), order.clothes_status, 'cancel');
    const code = await linkedOrderCode(ctx.manager, LINK_KIND, orderId);
    if (code) throw new AppException(ClothesError.linkedToOrder, { code });
    await this.moveLines({ ...ctx, resource: boatClothingOrderResource }, lines.filter((l) => l.clothes_status !== S.Cancelled), 'cancel');
    await this.refresh(ctx.manager, [orderId], ctx.user?.userId ?? null);
  }

  // Closed with its dispatch order or check item (SPEC §5): what has not left the store is cancelled and
  // its stock given back; what left (in delivery, received) stays so and is marked to come back, for
  // the store to take back with "return". Closing never pretends the clothes did not leave.
  async closeByOrder(ctx: OpContext, orderIds: number[]): Promise<void> {
    const { lines } = await this.lockWithLines(ctx.manager, orderIds);
    const c = { ...ctx, resource: boatClothingOrderResource };
    const cancelled = lines.filter((l) => nextState(l.clothes_status, 'cancel'));
    const sent = lines.filter((l) => nextState(l.clothes_status, 'markReturn'));
    await this.moveLines(c, cancelled, 'cancel');
    await this.moveLines(c, sent, 'markReturn', { returnDue: YES_NO.Yes });
    await this.refresh(ctx.manager, orderIds, ctx.user?.userId ?? null);
  }

  // The order's own moves of its draft (edit, delete): refused once submitted, naming its state.
  assertOrder(order: Pick<OrderRow, 'code' | 'clothes_status'>, action: ClothesAction): void {
    transition(orderWhat(order.code), order.clothes_status, action);
  }

  assertLine(line: LineRow, action: ClothesAction): void {
    transition(lineWhat(line), line.clothes_status, action);
  }

  // the label of a state, as the plan view and messages show it
  stateLabel(state: string): Label {
    return itemLabel(clothesStatus.items, state);
  }
}
