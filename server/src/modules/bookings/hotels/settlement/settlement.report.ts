import { Injectable, OnModuleInit } from '@nestjs/common';
import { sqlText } from '../../../../core/database/sql-literal';
import { defineReport, reportColumn } from '../../../../core/reports/define-report';
import { ReportService } from '../../../../core/reports/report.service';
import { L } from '../../../../core/resource/label';
import type { Label } from '../../../../core/resource/resource.types';
import { YES_NO } from '../../../system/system.states';
import { BoatHotelBase } from '../entities/boat-hotel-base.entity';
import { BoatHotelStaff } from '../entities/boat-hotel-staff.entity';
import { SETTLE_STATUS } from '../hotels.states';

const column = reportColumn;
// a sum of what the hotels are owed over the group's stays (those meeting `where`, if given); in the
// group's one currency, so never added up across rows (the totals row would add yuan to dollars)
const money = (label: Label, where?: string) => ({
  sql: `COALESCE(sum(s.payable)${where ? ` FILTER (WHERE ${where})` : ''}, 0)::numeric(19,2)`,
  field: column('money', label),
});
const SETTLED = `s.settleStatus = ${sqlText(SETTLE_STATUS.Settled)}`;

// hotelSettlement (SPEC §7 HotelSettleReport): what each hotel is owed per month (or quarter) of the
// stays' check-out, per currency: the stays it bills (booked, or cancelled for a fee), their nights, and
// how much finance has settled and has still to settle. Within the reader's crew rights, as the stays.
export const hotelSettleReport = defineReport({
  name: 'HotelSettleReport',
  label: L('酒店结算', 'Hotel settlement'),
  menu: 'hotelSettlement',
  source: { entity: BoatHotelStaff, alias: 's' },
  joins: [{ entity: BoatHotelBase, alias: 'h', on: 'h.id = s.hotelId' }],
  scope: { of: 'BoatHotelStaff' },
  where: [[`s.billable = ${sqlText(YES_NO.Yes)}`]],
  date: { sql: 's.checkOut', label: L('退房日期', 'Check-out') },
  period: true,
  periodLabel: L('结算期间', 'Period'),
  dimensions: {
    hotelId: { sql: 's.hotelId', field: column('ref', L('酒店', 'Hotel'), { ref: 'BoatHotelBase', refLabel: 'name', filter: 'eq' }) },
    city: { sql: 'h.city', field: column('dict', L('城市', 'City'), { dict: 'port', filter: 'eq' }) },
    currency: { sql: 's.currency', field: column('dict', L('币种', 'Currency'), { dict: 'currency', filter: 'eq' }) },
  },
  measures: {
    stays: { sql: 'count(*)::int', field: column('int', L('入住单数', 'Stays')), total: true },
    nights: { sql: 'COALESCE(sum(s.nights), 0)::int', field: column('int', L('间夜数', 'Nights')), total: true },
    payable: money(L('应结金额', 'Owed')),
    settled: money(L('已结算', 'Settled'), SETTLED),
    unsettled: money(L('未结算', 'To settle'), `NOT ${SETTLED}`),
  },
});

export const HOTEL_REPORTS = [hotelSettleReport];

@Injectable()
export class HotelReports implements OnModuleInit {
  constructor(private readonly reports: ReportService) {}

  onModuleInit(): void {
    this.reports.serve(HOTEL_REPORTS);
  }
}
