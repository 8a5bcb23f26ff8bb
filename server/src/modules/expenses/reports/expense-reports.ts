import { Injectable, OnModuleInit } from '@nestjs/common';
import { sqlText } from '../../../core/database/sql-literal';
import { defineReport, reportColumn, type ReportDef } from '../../../core/reports/define-report';
import { ReportService } from '../../../core/reports/report.service';
import { L } from '../../../core/resource/label';
import type { Label } from '../../../core/resource/resource.types';
import { CrewSql } from '../../crew/crew.api';
import { YES_NO } from '../../system/system.states';
import { BoatExpenseAccountDetail } from '../entities/boat-expense-account-detail.entity';
import { BoatExpenseAccount } from '../entities/boat-expense-account.entity';
import { CLAIM_STATE } from '../expenses.states';

// The report lists of claims (SPEC §7 "boatExpenseAccount report lists"), on the claims screen's menu:
// what the approved claims come to by seafarer, by shipowner, by month and by fee type. A claim counts in
// the month it was approved (finance pays and books it then), in yuan.

const column = reportColumn;
const money = (sql: string, label: Label, where?: string) => ({
  sql: `COALESCE(sum(${sql})${where ? ` FILTER (WHERE ${where})` : ''}, 0)::numeric(19,2)`,
  field: column('money', label),
  total: true,
});
const count = (sql: string, label: Label) => ({ sql: `count(${sql})::int`, field: column('int', label), total: true });
const APPROVED: Array<[string]> = [[`a.claimState = ${sqlText(CLAIM_STATE.Approved)}`]];
const MONTHLY = {
  menu: 'boatExpenseAccount',
  date: { sql: 'a.approvedOn', label: L('通过日期', 'Approved on') },
  period: true,
  periodLabel: L('月份', 'Month'),
} satisfies Partial<ReportDef>;
// the approved claims, within the reader's crew rights
const CLAIMS = {
  ...MONTHLY,
  source: { entity: BoatExpenseAccount, alias: 'a' },
  scope: { of: 'boatExpenseAccount' },
  where: APPROVED,
} satisfies Partial<ReportDef>;
// a month's or a fee type's sums for one seafarer or one shipowner
const CLAIM_FILTERS = {
  userId: { sql: 'a.userId', field: column('ref', L('船员', 'Seafarer'), { ref: 'BoatUserInfo', refLabel: 'name', filter: 'eq' }) },
  shipownerId: { sql: 'a.shipownerId', field: column('ref', L('船东', 'Shipowner'), { ref: 'BoatShipOwner', refLabel: 'name', filter: 'eq' }) },
};
const CLAIM_SUMS = {
  claims: count('*', L('报销单数', 'Claims')),
  expTotalFee: money('a.expTotalFee', L('报销合计', 'Expenses')),
  companyPaidFee: money('a.companyPaidFee', L('公司已付合计', 'Paid by the company')),
  caTotalFee: money('a.caTotalFee', L('借支合计', 'Cash advances')),
  totalFee: money('a.totalFee', L('应付金额', 'Amount to pay')),
  billNum: { sql: 'COALESCE(sum(a.billNum), 0)::int', field: column('int', L('票据张数', 'Receipts')), total: true },
};

export const bySeafarerReport = defineReport({
  name: 'boatExpenseReportSeafarer',
  label: L('报销统计（按船员）', 'Claims by seafarer'),
  ...CLAIMS,
  // the seafarer's number and name as crew keeps them (grouped with him: one row a seafarer)
  dimensions: {
    userId: { sql: 'a.userId', field: column('ref', L('船员', 'Seafarer'), { ref: 'BoatUserInfo', refLabel: 'name', filter: 'eq', inList: false }) },
    internalCode: { sql: `(SELECT s.internal_code FROM ${CrewSql.seafarers} s WHERE s.id = a.userId)`, field: column('string', L('船员编号', 'Crew number')) },
    seafarerName: { sql: `(SELECT s.name FROM ${CrewSql.seafarers} s WHERE s.id = a.userId)`, field: column('string', L('船员姓名', 'Seafarer')) },
  },
  measures: CLAIM_SUMS,
});

export const byShipownerReport = defineReport({
  name: 'boatExpenseReportShipowner',
  label: L('报销统计（按船东）', 'Claims by shipowner'),
  ...CLAIMS,
  dimensions: {
    shipownerId: {
      sql: 'a.shipownerId',
      none: L('（未指定船东）', '(no shipowner)'),
      field: column('ref', L('船东', 'Shipowner'), { ref: 'BoatShipOwner', refLabel: 'name', filter: 'eq' }),
    },
  },
  measures: CLAIM_SUMS,
});

export const byMonthReport = defineReport({
  name: 'boatExpenseReportMonth',
  label: L('报销统计（按月）', 'Claims by month'),
  ...CLAIMS,
  dimensions: {},
  measures: CLAIM_SUMS,
  filters: CLAIM_FILTERS,
  chart: { type: 'bar', x: 'periodLabel', y: ['expTotalFee', 'caTotalFee'] },
});

// the approved claims' lines by group and fee type: an expense the company paid counts apart
export const byFeeTypeReport = defineReport({
  name: 'boatExpenseReportFeeType',
  label: L('报销统计（按费用类型）', 'Claims by fee type'),
  ...MONTHLY,
  source: { entity: BoatExpenseAccountDetail, alias: 'd' },
  joins: [{ entity: BoatExpenseAccount, alias: 'a', on: 'a.id = d.accountId' }],
  scope: { of: 'boatExpenseAccountDetail' },
  where: APPROVED,
  dimensions: {
    feeGroup: { sql: 'd.feeGroup', field: column('dict', L('费用类别', 'Fee group'), { dict: 'feeGroup', filter: 'eq' }) },
    feeType: { sql: 'd.feeType', none: L('（未分类）', '(none)'), field: column('dict', L('费用类型', 'Fee type'), { dict: 'feeType', filter: 'eq' }) },
  },
  measures: {
    lines: count('*', L('明细条数', 'Lines')),
    claims: { sql: 'count(DISTINCT d.accountId)::int', field: column('int', L('报销单数', 'Claims')) },
    cnyAmount: money('d.cnyAmount', L('金额（人民币）', 'Amount (CNY)')),
    companyPaid: money('d.cnyAmount', L('其中公司已付', 'Of which paid by the company'), `d.companyPaid = ${sqlText(YES_NO.Yes)}`),
    billNum: { sql: 'COALESCE(sum(d.billNum), 0)::int', field: column('int', L('票据张数', 'Receipts')), total: true },
  },
  filters: CLAIM_FILTERS,
});

export const EXPENSE_REPORTS = [bySeafarerReport, byShipownerReport, byMonthReport, byFeeTypeReport];

@Injectable()
export class ExpenseReports implements OnModuleInit {
  constructor(private readonly reports: ReportService) {}

  onModuleInit(): void {
    this.reports.serve(EXPENSE_REPORTS);
  }
}
