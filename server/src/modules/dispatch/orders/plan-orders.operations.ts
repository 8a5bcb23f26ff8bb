import { Injectable } from '@nestjs/common';
import { can } from '../../../core/access/can';
import { PermissionMap } from '../../../core/access/permission-map';
import { AppException } from '../../../core/errors/app.exception';
import { CrudService } from '../../../core/resource/crud.service';
import { L } from '../../../core/resource/label';
import type { OpContext } from '../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../core/resource/operation-body';
import { Operation } from '../../../core/resource/resource.decorators';
import type { Row } from '../../../core/resource/row';
import { canReadInstance } from '../../../workflow/tasks/flow-access';
import { planWithInstance } from '../plans/plan.repository';
import { DISPATCH_LINK_STATE, OPEN_STATUSES } from '../dispatch.states';
import { dispatchLinkKind, dispatchLinkKinds, type LinkSummary } from '../links/link-kinds';
import { linksOfOrders, ordersOfPlan, planOrderCount } from './order.repository';

const MAX_ROWS = 1000;
const PLAN_ORDERS_BODY = { planId: { type: 'ref', ref: 'boatDispatchPlanAny', label: L('派遣计划', 'Plan'), required: true } } satisfies OperationBody;

// What the approver reads with a plan (issue 12 §3): its orders with their compliance result and any
// override reason. Approvers hold no dispatch screen, so this answers whoever may read the plan's
// flow (applicant, approvers, agents, administrators) as well as holders of the orders screen.
// One rule at every state of the plan (issue 21): the orders of seafarers outside the reader's crew
// rights are never listed, only counted: `total` is every order of the plan, so the reader is told how
// many more there are (the header's counts are the plan's, all of its orders).
@Injectable()
export class PlanOrdersOperations {
  constructor(
    private readonly crud: CrudService,
    private readonly perms: PermissionMap,
  ) {}

  @Operation('BoatPlanDispatch', 'getPlanOrders', { perm: null, body: PLAN_ORDERS_BODY })
  async planOrders(ctx: OpContext<BodyOf<typeof PLAN_ORDERS_BODY>>) {
    const m = ctx.manager;
    const plan = await planWithInstance(m, ctx.body.planId);
    if (!plan) throw new AppException('NotFound');
    const user = ctx.user!;
    const screen = can(user, await this.perms.idOf('boatDispatchManage'));
    const approver = plan.instance_id != null && (await canReadInstance(m, user, plan.instance_id));
    if (!screen && !approver) throw new AppException('Forbidden');
    const rows = await ordersOfPlan(m, plan.id, MAX_ROWS, this.crud.scopedQuery(ctx));
    const list = await this.crud.present(ctx, rows as Row[]);
    await this.withLinks(ctx, list);
    return { list, total: await planOrderCount(m, plan.id) };
  }

  // The check items the plan view offers: each registered kind made from an order's dialog, with the
  // order kinds it is made for. Whether the reader may make one is their right on its operation.
  @Operation('BoatPlanDispatch', 'getLinkKinds', { perm: 'boatDispatchManage', body: {} })
  linkKinds() {
    return dispatchLinkKinds().flatMap((k) => (k.maker ? [{ kind: k.kind, resource: k.maker.resource, operation: k.maker.operation, orderOperations: k.maker.orderOperations }] : []));
  }

  // each order's check items: the link, and the application's number and state as its module tells
  // them; and its logistics at a glance (issue 23 §5): each kind the crew change needs, ready, under way
  // or missing, so the crew manager sees whether the change is ready without opening each booking
  private async withLinks(ctx: OpContext, orders: Row[]): Promise<void> {
    const links = orders.length ? await linksOfOrders(ctx.manager, orders.map((o) => o.id as number)) : [];
    const byKind = new Map<string, number[]>();
    for (const l of links) byKind.set(l.kind, [...(byKind.get(l.kind) ?? []), l.app_id]);
    const summaries = new Map<string, Map<number, LinkSummary>>();
    for (const [kind, appIds] of byKind) summaries.set(kind, (await dispatchLinkKind(kind)?.summarize?.(ctx, appIds)) ?? new Map());
    for (const o of orders) {
      o.links = links
        .filter((l) => l.order_id === o.id)
        .map((l) => {
          const app = summaries.get(l.kind)?.get(l.app_id);
          const open = l.state === DISPATCH_LINK_STATE.Open;
          return { id: l.id, kind: l.kind, appId: l.app_id, open, code: app?.code ?? `#${l.app_id}`, appState: app?.state ?? null, ready: open && !!app?.ready };
        });
      // a finished or cancelled order needs nothing more
      const needs = OPEN_STATUSES.includes(o.status as string) ? (o.operation as string) : null;
      o.logistics = logistics(needs, o.links as Array<{ kind: string; open: boolean; ready: boolean }>);
    }
  }
}

// The kinds an order of this kind needs, each ready (an open check item done), under way (open, not done)
// or missing (none open); kinds the order carries without needing them count as they stand
function logistics(operation: string | null, links: Array<{ kind: string; open: boolean; ready: boolean }>) {
  const needed = operation ? dispatchLinkKinds().filter((k) => k.maker?.neededFor?.includes(operation)).map((k) => k.kind) : [];
  const kinds = [...new Set([...needed, ...links.filter((l) => l.open).map((l) => l.kind)])];
  return kinds.map((kind) => {
    const open = links.filter((l) => l.kind === kind && l.open);
    return { kind, state: open.some((l) => l.ready) ? 'ready' : open.length ? 'pending' : 'missing' };
  });
}
