import { Injectable, OnModuleInit } from '@nestjs/common';
import { sqlText } from '../../../core/database/sql-literal';
import { defineReport, reportColumn } from '../../../core/reports/define-report';
import { ReportService } from '../../../core/reports/report.service';
import { L } from '../../../core/resource/label';
import type { Label } from '../../../core/resource/resource.types';
import { CrewStint } from '../../crew/entities/crew-stint.view';
import { BOARD_STATE } from '../../crew/crew.states';
import { BoatInsuranceBase } from '../entities/boat-insurance-base.entity';
import { BoatInsuranceDetail } from '../entities/boat-insurance-detail.entity';
import { COVER_PROBLEM, COVER_STATE, PAY_STATUS } from '../insurance.states';

const column = reportColumn;
// a sum of money over the group's rows (those meeting `where`, if given)
const money = (sql: string, label: Label, where?: string) => ({
  sql: `COALESCE(sum(${sql})${where ? ` FILTER (WHERE ${where})` : ''}, 0)::numeric(19,2)`,
  field: column('money', label),
  total: true,
});
// a payment row's month as a date, so the report's period (month or quarter) and range read it
const MONTH = { sql: 'make_date(d.year, d.month, 1)', label: L('缴费月份', 'Month paid for') };
const CITY = { sql: 'p.city', field: column('string', L('参保城市', 'City'), { filter: 'eq' }) };
const PAID = `d.paystatus = ${sqlText(PAY_STATUS.Paid)}`;
// the month's payment rows with their office, by month or quarter, within the reader's crew rights
const MONTHLY = {
  source: { entity: BoatInsuranceDetail, alias: 'd' },
  joins: [{ entity: BoatInsuranceBase, alias: 'p', on: 'p.id = d.baseId' }],
  scope: { of: 'boatInsuranceDetail' },
  date: MONTH,
  period: true,
  periodLabel: L('月份', 'Month'),
};

// boatReportZaiJiao (在缴人员报表): the insured per month (or quarter), office and kind: how many
// seafarers and what was due, from the month's payment rows.
export const insuredReport = defineReport({
  name: 'boatReportZaiJiao',
  label: L('在缴人员报表', 'Currently insured report'),
  menu: 'boatReportZaiJiao',
  ...MONTHLY,
  dimensions: {
    city: CITY,
    insuranceType: { sql: 'd.insuranceType', field: column('dict', L('险种', 'Insurance type'), { dict: 'insuranceType', filter: 'eq' }) },
  },
  measures: {
    insured: { sql: 'count(DISTINCT d.userId)::int', field: column('int', L('在缴人数', 'Insured')) },
    companyAmount: money('d.companyAmount', L('公司缴纳', 'Company part')),
    personAmount: money('d.personAmount', L('个人缴纳', 'Personal part')),
    payAmount: money('d.payAmount', L('合计', 'Total')),
  },
  chart: { type: 'bar', x: 'periodLabel', y: ['companyAmount', 'personAmount'] },
});

// socialCecurity (社保费用结算): finance's monthly totals per office: both shares, and what is paid and
// what is still to pay.
export const settlementReport = defineReport({
  name: 'socialCecurity',
  label: L('社保费用结算', 'Social security settlement'),
  menu: 'socialCecurity',
  ...MONTHLY,
  dimensions: { city: CITY },
  measures: {
    companyAmount: money('d.companyAmount', L('公司缴纳', 'Company part')),
    personAmount: money('d.personAmount', L('个人缴纳', 'Personal part')),
    fees: money('d.cardFee + d.disabilityFee', L('费用', 'Fees')),
    paid: money('d.payAmount', L('已缴', 'Paid'), PAID),
    unpaid: money('d.payAmount', L('未缴', 'Not paid'), `NOT ${PAID}`),
  },
});

// the seafarer's cover in force (insurance's own table, read beside crew's view of sea service)
const cover = (col: string) => `(SELECT c.${col} FROM boat_insurance_cover c WHERE c.user_id = w.userId AND c.state = ${sqlText(COVER_STATE.InForce)} LIMIT 1)`;
// everyone on board (crew's sea service: the open stint), within the reader's crew rights, and who and where
const ON_BOARD = {
  source: { entity: CrewStint, alias: 'w' },
  scope: { of: 'BoatWork' },
  where: [[`w.state = ${sqlText(BOARD_STATE.OnBoard)}`]] as Array<[string]>,
};
const STINT = {
  shipId: { sql: 'w.shipId', field: column('ref', L('船舶', 'Ship'), { ref: 'BoatShip', refLabel: 'name', filter: 'eq' }) },
  shipownerId: { sql: 'w.shipownerId', field: column('ref', L('船东', 'Shipowner'), { ref: 'BoatShipOwner', refLabel: 'name', filter: 'eq' }) },
  userId: { sql: 'w.userId', labelSql: 'w.seafarerName', field: column('ref', L('船员', 'Seafarer'), { ref: 'BoatUserInfo', refLabel: 'name' }) },
  duty: { sql: 'w.duty', field: column('dict', L('职务', 'Rank'), { dict: 'duty' }) },
  onboatDate: { sql: `to_char(w.onboatDate, 'YYYY-MM-DD')`, field: column('date', L('上船日期', 'Signed on')) },
};

// boatInShipListReport (在船人员报表): everyone on board, ship by ship, with his cover: from when, on
// what base, or none (a gap the office must close).
export const onBoardCoverReport = defineReport({
  name: 'boatInShipListReport',
  label: L('在船人员报表', 'On-board crew report'),
  menu: 'boatInShipListReport',
  ...ON_BOARD,
  records: { key: `COALESCE(w.shipId, 0)`, keyColumn: 'shipKey', id: 'w.id' },
  dimensions: {
    shipKey: { sql: 'COALESCE(w.shipId, 0)', field: column('int', L('船舶编号', 'Ship number'), { inList: false }) },
    ...STINT,
    insured: { sql: `CASE WHEN ${cover('id')} IS NULL THEN '0' ELSE '1' END`, field: column('dict', L('已参保', 'Insured'), { dict: 'yesOrNo', filter: 'eq' }) },
    coverFrom: { sql: `to_char(${cover('start_date')}, 'YYYY-MM-DD')`, field: column('date', L('起缴日期', 'Cover from')) },
    insuranceBase: { sql: cover('insurance_base'), field: column('money', L('社保基数', 'Contribution base')) },
  },
  measures: {},
});

// Two covers of one seafarer whose days meet pay a month twice. The module never makes such a pair (one
// cover in force at a time, a change ends the old one the day before), but data brought in by hand can.
const doubled = `EXISTS (SELECT 1 FROM boat_insurance_cover a JOIN boat_insurance_cover b ON b.user_id = a.user_id AND b.id > a.id
                          AND b.state <> ${sqlText(COVER_STATE.Cancelled)}
                          AND daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
                         WHERE a.user_id = w.userId AND a.state <> ${sqlText(COVER_STATE.Cancelled)})`;
const uncovered = `${cover('id')} IS NULL`;

// insuranceGaps (参保缺口与重复): the warnings that prevent loss (issue 22 §4): everyone on board with no
// cover in force (an index read per seafarer), and everyone insured twice (one hashed pass over the
// covers); the insurance home panel shows their count. 100,000 seafarers, 60,000 covers: ~0.1 s.
export const gapsReport = defineReport({
  name: 'insuranceGaps',
  label: L('参保缺口与重复', 'Gaps and doubles'),
  menu: 'insuranceGaps',
  ...ON_BOARD,
  where: [...ON_BOARD.where, [`(${uncovered} OR ${doubled})`]],
  records: { key: 'w.userId', keyColumn: 'userId', id: 'w.id' },
  dimensions: {
    userId: STINT.userId,
    problem: { sql: `CASE WHEN ${uncovered} THEN ${sqlText(COVER_PROBLEM.Gap)} ELSE ${sqlText(COVER_PROBLEM.Double)} END`, field: column('dict', L('问题', 'Problem'), { dict: 'coverProblem' }) },
    shipId: STINT.shipId,
    shipownerId: STINT.shipownerId,
    duty: STINT.duty,
    onboatDate: STINT.onboatDate,
  },
  measures: {},
});

export const INSURANCE_REPORTS = [insuredReport, settlementReport, onBoardCoverReport, gapsReport];

@Injectable()
export class InsuranceReports implements OnModuleInit {
  constructor(private readonly reports: ReportService) {}

  onModuleInit(): void {
    this.reports.serve(INSURANCE_REPORTS);
  }
}
