import { Injectable } from '@nestjs/common';
import { L } from '../../../../core/resource/label';
import type { OpContext } from '../../../../core/resource/op-context';
import type { BodyOf, OperationBody } from '../../../../core/resource/operation-body';
import { Operation } from '../../../../core/resource/resource.decorators';
import { TicketService } from '../issue/ticket.service';
import { TICKET_SETTLEMENT as SET, TICKET_STATUS as S } from '../tickets.states';

const IDS = { ids: { type: 'refs', label: L('机票', 'Tickets'), required: true, min: 1, max: 5000 } } satisfies OperationBody;

// Finance settles the selected tickets with their travel agency (SPEC §5: confirm first).
@Injectable()
export class SettlementOperations {
  constructor(private readonly tickets: TicketService) {}

  @Operation('BoatTicketSettle', 'settle', {
    perm: 'planeSettlement:settle',
    write: true,
    body: IDS,
    ui: { label: L('结算', 'Settle'), placement: 'toolbar', confirm: true, when: { ticketStatus: [S.Issued, S.Refunded], settlement: [SET.NotSettled, SET.RefundToSettle] } },
  })
  async settle(ctx: OpContext<BodyOf<typeof IDS>>) {
    return [{ settled: await this.tickets.settle(ctx, ctx.body.ids) }];
  }
}
