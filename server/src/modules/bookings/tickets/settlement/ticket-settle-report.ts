import { Injectable, OnModuleInit } from '@nestjs/common';
import { sqlIn, sqlText } from '../../../../core/database/sql-literal';
import { defineReport, reportColumn } from '../../../../core/reports/define-report';
import { ReportService } from '../../../../core/reports/report.service';
import { L } from '../../../../core/resource/label';
import type { Label } from '../../../../core/resource/resource.types';
import { BoatTicketStaff } from '../entities/boat-ticket-staff.entity';
import { TICKET_STATUS as S } from '../tickets.states';

const column = reportColumn;
// a sum of money over the group's tickets (those meeting `where`, if given)
const money = (sql: string, label: Label, where?: string) => ({
  sql: `COALESCE(sum(${sql})${where ? ` FILTER (WHERE ${where})` : ''}, 0)::numeric(19,2)`,
  field: column('money', label),
  total: true,
});
// a ticket whose cost is known: issued, or refunded with its fee (one awaiting refund is not yet)
const SETTLEABLE = `s.ticketStatus IN ${sqlIn(S.Issued, S.Refunded)}`;

// TicketSettleReport (planeSettlement, 机票结算): per travel agency, currency and month or quarter of
// issue, the tickets issued, what they cost (price less what refunds gave back), what has been settled
// with the agency and what is still to settle (a refund after settling: a credit, below zero). The tickets
// themselves are settled on the list beside it (BoatTicketSettle.settle).
export const ticketSettleReport = defineReport({
  name: 'TicketSettleReport',
  label: L('机票结算', 'Air ticket settlement'),
  menu: 'planeSettlement',
  source: { entity: BoatTicketStaff, alias: 's' },
  scope: { of: 'BoatTicketStaff' },
  where: [[`s.ticketStatus IN ${sqlIn(S.Issued, S.Refunded, S.IssuedAwaitingRefund)}`]],
  date: { sql: 's.issueDate', label: L('出票日期', 'Issued on') },
  period: true,
  periodLabel: L('出票月份', 'Issued in'),
  dimensions: {
    supplierId: { sql: 's.supplierId', field: column('ref', L('票务代理', 'Travel agency'), { ref: 'travelAgency', refLabel: 'name', filter: 'eq' }) },
    currency: { sql: 's.currency', field: column('dict', L('币种', 'Currency'), { dict: 'currency', filter: 'eq' }) },
  },
  measures: {
    tickets: { sql: 'count(*)::int', field: column('int', L('张数', 'Tickets')), total: true },
    refunded: { sql: `(count(*) FILTER (WHERE s.ticketStatus = ${sqlText(S.Refunded)}))::int`, field: column('int', L('已退票', 'Refunded')), total: true },
    awaitingRefund: { sql: `(count(*) FILTER (WHERE s.ticketStatus = ${sqlText(S.IssuedAwaitingRefund)}))::int`, field: column('int', L('待退票', 'Awaiting refund')), total: true },
    ticketPrice: money('s.ticketPrice', L('票价合计', 'Prices')),
    refundFee: money('s.refundFee', L('退票费合计', 'Refund fees')),
    netCost: money('s.netCost', L('实际费用', 'Net cost')),
    settled: money('s.settledAmount', L('已结算', 'Settled')),
    toSettle: money('s.netCost - COALESCE(s.settledAmount, 0)', L('待结算', 'To settle'), SETTLEABLE),
  },
});

export const TICKET_REPORTS = [ticketSettleReport];

@Injectable()
export class TicketReports implements OnModuleInit {
  constructor(private readonly reports: ReportService) {}

  onModuleInit(): void {
    this.reports.serve(TICKET_REPORTS);
  }
}
