import { Injectable } from '@nestjs/common';
import { localToday } from '../../../core/config/local-date';
import { AppException } from '../../../core/errors/app.exception';
import type { OpContext } from '../../../core/resource/op-context';
import { ResourceRegistry } from '../../../core/resource/resource-registry';
import type { Row } from '../../../core/resource/row';
import type { DispatchOrder } from '../entities/dispatch-order.entity';
import { CrewError } from '../../crew/crew.errors';
import { stampDispatch, stintsOf } from '../../crew/crew.api';
import { WorkOperations } from '../../crew/work/work.operations';
import { planTypeOf } from '../plans/plan.repository';
import { DispatchError } from '../dispatch.errors';
import { ORDER_FIELDS } from '../dispatch.resources';
import { Op } from './order-rules';

export interface Outcome {
  date?: string | null; // the day it happened; default the planned day
  port?: string | null;
  leaveboatReason?: string | null;
  leaveboatEvaluate?: string | null;
}

// Carrying out an order is the crew module's sea-service operation (the one writer of sea service),
// called as the caller in the same transaction: its rules (one open stint, no overlaps, dates in order,
// not in the future) apply, and crew stamps the stint it wrote with the order's id (stampDispatch), so the
// crew file, getByDispatch and the order agree.
@Injectable()
export class OrderExecution {
  constructor(
    private readonly work: WorkOperations,
    private readonly registry: ResourceRegistry,
  ) {}

  async execute(ctx: OpContext, order: DispatchOrder, outcome: Outcome): Promise<number> {
    const date = outcome.date ?? order.planDate;
    if (date > localToday()) throw new AppException(DispatchError.futureExecution, { field: ORDER_FIELDS.planDate.label }, [{ field: 'date', reason: 'future' }]);
    // on its planned day or after, never before (README, Dispatch): an order carried out earlier than
    // planned has its date moved first, which an approved plan allows; "today" is the company's (localToday)
    if (date < order.planDate) throw new AppException(DispatchError.beforePlannedDay, { date: order.planDate }, [{ field: 'date', reason: 'rule' }]);
    if (order.operation !== Op.SignOn) {
      // the order acts on the stint on its ship: one on another ship by now is not this order's
      const open = (await stintsOf(ctx.manager, [order.userId])).get(order.userId);
      if (open && open.shipId !== order.shipId) throw new AppException(DispatchError.notOnThatShip);
    }
    // the certificates' "continue?" was asked when the order was made or changed, and the answer is
    // recorded on it (confirmations): carrying it out does not ask again
    const confirmed = [...(ctx.confirmed ?? []), CrewError.certWarning];
    const as = (operation: string, body: Row): OpContext => ({ ...ctx, resource: this.registry.resource('BoatWork')!, operation, body, confirmed });
    let rows: Row[];
    switch (order.operation) {
      case Op.SignOn:
        rows = await this.work.onBoard(
          as('insert', {
            userId: order.userId,
            shipId: order.shipId,
            shipownerId: order.shipownerId,
            duty: order.duty,
            reportDutyOne: order.duty,
            onboatDate: date,
            onboatPort: outcome.port ?? order.planPort,
            planLeaveboatDate: order.planLeaveDate,
          }),
        );
        break;
      case Op.SignOff:
        rows = await this.work.offBoard(
          as('update', { userId: order.userId, leaveboatDate: date, offboatPort: outcome.port ?? order.planPort, leaveboatReason: outcome.leaveboatReason ?? null, leaveboatEvaluate: outcome.leaveboatEvaluate ?? null }),
        );
        break;
      case Op.Promotion:
        rows = await this.work.promote(as('insert', { userId: order.userId, promoteDate: date, newDuty: order.newDuty }));
        break;
      default:
        rows = await this.work.changeShip(as('insert', { userId: order.userId, changeboatDate: date, newShipid: order.newShipId, onboatPort: outcome.port ?? order.planPort }));
    }
    const workId = rows[0].id as number;
    // the stint the order began (or, for a sign-off, ended) carries the order, and the kind of plan it
    // came from (dispatchType: planned, scattered, full-crew); crew writes it
    await stampDispatch(ctx.manager, workId, { id: order.id, planLeaveDate: order.planLeaveDate ?? null, dispatchType: await planTypeOf(ctx.manager, order.planId) });
    return workId;
  }
}
