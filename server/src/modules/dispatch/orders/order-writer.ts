import { Injectable } from '@nestjs/common';
import { writeAuditMany } from '../../../core/audit/audit';
import { confirmWarnings, type Warning } from '../../../core/errors/confirmations';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import type { OpContext } from '../../../core/resource/op-context';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { Row } from '../../../core/resource/row';
import type { DispatchPlan } from '../entities/dispatch-plan.entity';
import { shipOwners } from '../../clients/ship-owner.rule';
import { checkCompliance } from '../compliance/compliance.repository';
import { DispatchError } from '../dispatch.errors';
import { recountPlans } from '../plans/plan-counts';
import { checkAgainstOpenOrders, checkOrder, factsOf, type OrderDraft, type OrderExtra, type OrderInput } from './order-rules';
import { nextCodes } from '../../../workflow/workflow.api';
import { OrderStore } from './order-store';
import { addConfirmations, insertOrders, setOverridesWhereFailing } from './order.repository';
import { overManningWarnings } from './manning-check';
import { pairReliefs } from './relief-pairs';
import { linkReliefPairs } from './relief.repository';

// Makes orders: checks a batch against SPEC §5's rules, asks the caller to confirm the warnings,
// writes them with their confirmations, checks their compliance and recounts the plan.
@Injectable()
export class OrderWriter {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
    private readonly store: OrderStore,
  ) {}

  async create(ctx: OpContext, plan: DispatchPlan, given: OrderInput[], extra: OrderExtra = {}, except: number[] = []): Promise<Row[]> {
    const m = ctx.manager;
    const at = (i: number) => (given.length > 1 ? `orders[${i}].` : '');
    const relieved = given.flatMap((o) => (o.relievesUserId != null ? [o.relievesUserId] : []));
    const visible = await this.store.visibleSeafarers(ctx, [...given.map((o) => o.userId), ...relieved]);
    given.forEach((o, i) => {
      const outside = !visible.has(o.userId) ? 'userId' : o.relievesUserId != null && !visible.has(o.relievesUserId) ? 'relievesUserId' : null;
      if (outside) throw new AppException(DispatchError.orderOutsideScope, {}, [{ field: `${at(i)}${outside}`, reason: 'scope' }]);
    });
    // the relieved seafarers are locked with the others: their sign-offs are made with their reliefs
    const facts = await factsOf(m, [...given.map((o) => o.userId), ...relieved]);
    const { inputs, pairs } = await pairReliefs(m, plan, given, facts, except, at);
    const ships = await shipOwners(m, inputs.flatMap((o) => [o.shipId, o.newShipId]));
    const drafts: OrderDraft[] = [];
    const warned: Array<[number, Warning]> = [];
    inputs.forEach((o, i) => {
      const { row, warnings } = checkOrder(plan, o, facts.get(o.userId), ships, at(i));
      drafts.push({ index: i, row: { ...row, ...extra } });
      for (const w of warnings) warned.push([i, w]);
    });
    await checkAgainstOpenOrders(m, drafts, facts, except);
    const confirmed = confirmWarnings(ctx, warned.map(([, w]) => w));
    const codes = await nextCodes(m, 'DO', drafts.length);
    const uid = ctx.user?.userId ?? null;
    const rows = drafts.map((d, i) => ({
      ...d.row,
      dispatchCode: codes[i],
      confirmations: confirmed.filter((_, k) => warned[k][0] === d.index),
      createdBy: uid,
      updatedBy: uid,
    }));
    const ids = await insertOrders(m, rows);
    await linkReliefPairs(m, pairs.map((p) => [ids[p.on], 'index' in p.off ? ids[p.off.index] : p.off.id]));
    // a sign-on beyond the places of the ship's manning template asks first (issue 21)
    const overManned = await overManningWarnings(m, plan.id, drafts.map((d) => d.row));
    const confirmedPlaces = confirmWarnings(ctx, overManned);
    if (confirmedPlaces.length) await addConfirmations(m, ids, confirmedPlaces);
    await checkCompliance(m, ids);
    // an override given with the order holds only where the check fails
    const overrides = inputs.map((o, i) => [ids[i], o.overrideReason] as const).filter(([, r]) => typeof r === 'string' && r.trim());
    if (overrides.length) {
      await setOverridesWhereFailing(m, overrides.map(([id]) => id), overrides.map(([, r]) => r!.trim()), uid);
    }
    await recountPlans(m, [plan.id]);
    const orderCtx = { ...ctx, resource: this.registry.resource('BoatPlanDispatch')! };
    await writeAuditMany(orderCtx, 'insert', rows.map((r, i) => ({ id: ids[i], changes: { dispatchCode: { old: null, new: r.dispatchCode }, operation: { old: null, new: r.operation }, userId: { old: null, new: r.userId } } })));
    return this.read(orderCtx, ids);
  }

  // the orders as the lists answer them (labels of refs and dictionaries)
  async read(ctx: OpContext, ids: number[]): Promise<Row[]> {
    const orderCtx = { ...ctx, resource: this.registry.resource('BoatPlanDispatch')! };
    const rows = await this.crud.scopedQuery(orderCtx).andWhere('t.id IN (:...ids)', { ids }).orderBy('t.id').getMany();
    return this.crud.present(orderCtx, rows as Row[]);
  }
}

