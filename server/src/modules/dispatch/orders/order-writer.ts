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
import { insertOrders, setOverridesWhereFailing } from './order.repository';

// Makes orders: checks a batch against SPEC §5's rules, asks the caller to confirm the warnings,
// writes them with their confirmations, checks their compliance and recounts the plan.
@Injectable()
export class OrderWriter {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: ResourceRegistry,
    private readonly store: OrderStore,
  ) {}

  async create(ctx: OpContext, plan: DispatchPlan, inputs: OrderInput[], extra: OrderExtra = {}, except: number[] = []): Promise<Row[]> {
    const m = ctx.manager;
    const at = (i: number) => (inputs.length > 1 ? `orders[${i}].` : '');
    const userIds = inputs.map((o) => o.userId);
    const visible = await this.store.visibleSeafarers(ctx, userIds);
    inputs.forEach((o, i) => {
      if (!visible.has(o.userId)) throw new AppException(DispatchError.orderOutsideScope, {}, [{ field: `${at(i)}userId`, reason: 'scope' }]);
    });
    const facts = await factsOf(m, userIds);
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

