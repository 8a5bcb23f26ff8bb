import { defineResource, readOnlyView, type RowsOf } from '../../core/resource/define-resource';
import { L } from '../../core/resource/label';
import { defineFlowResource } from '../../workflow/flow-entity';
import { flowManageView } from '../../workflow/flow-manage-view';
import { BoatBalanceAdjust } from './entities/boat-balance-adjust.entity';
import { BoatInsuranceApply } from './entities/boat-insurance-apply.entity';
import { BoatInsuranceBase } from './entities/boat-insurance-base.entity';
import { BoatInsuranceBusi } from './entities/boat-insurance-busi.entity';
import { BoatInsuranceDisability } from './entities/boat-insurance-disability.entity';
import { BoatInsuranceCover } from './entities/boat-insurance-cover.entity';
import { BoatInsuranceDetail } from './entities/boat-insurance-detail.entity';
import { BoatInsuranceStopPay } from './entities/boat-insurance-stop-pay.entity';
// insurance rows belong to a seafarer: seen with him, by the reader's crew rights, on every list and export
import { OF_SEAFARER } from '../crew/file/crew-file.resources';
import { POLICY_STATE } from './insurance.states';

// socialSecurityParams: the offices' base ranges and rates per year; declarations pick them (name) without
// the screen's right
export const boatInsuranceBaseResource = defineResource({
  name: 'BoatInsuranceBase',
  label: L('社保参数', 'Social-security parameters'),
  entity: BoatInsuranceBase,
  menu: 'socialSecurityParams',
  operations: ['getList', 'getById', 'insert', 'update', 'export'],
  keyword: ['city', 'cityEn', 'name'],
  pick: ['id', 'name', 'enName', 'city', 'year'],
  defaultSort: '-year',
});

// boatApplyInstruance: declarations to pay, stop or change a seafarer's cover (SPEC §3, §4)
export const boatInsuranceApplyResource = defineFlowResource({
  name: 'boatInsuranceApply',
  label: L('保险申报', 'Insurance declaration'),
  entity: BoatInsuranceApply,
  menu: 'boatApplyInstruance',
  processId: 'insurance',
  flow: { submitPerm: 'boatApplyInstruance:submit', operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  answersAs: { BoatInsuranceFlow: ['getInfoById', 'getInfoByInstanceId'] },
  scope: OF_SEAFARER,
  keyword: ['code', 'remarks'],
  defaultSort: '-id',
});

// boatApproveManage: the insurance declarations that went to approval, with their amounts and seafarers
export const insuranceApproveManageView = flowManageView(boatInsuranceApplyResource, {
  name: 'insuranceApproveManage',
  menu: 'boatApproveManage',
  label: L('保险审批', 'Insurance approvals'),
  scope: OF_SEAFARER,
});

// a seafarer's covers, for the insurance tab of the file and the payment generation
export const boatInsuranceCoverResource = readOnlyView(
  defineResource({ name: 'boatInsuranceCover', label: L('参保记录', 'Cover'), entity: BoatInsuranceCover, scope: OF_SEAFARER }),
  { name: 'boatInsuranceCover', label: L('参保记录', 'Cover'), menu: 'boatUserInfoInsurance', defaultSort: '-startDate' },
);

// boatInsurancePayStop: covers that stopped, each continued (continueById) through a new pay declaration
export const boatInsuranceStopPayResource = readOnlyView(
  defineResource({ name: 'boatInsuranceStopPay', label: L('停缴记录', 'Stopped cover'), entity: BoatInsuranceStopPay, scope: OF_SEAFARER }),
  { name: 'boatInsuranceStopPay', label: L('停缴记录', 'Stopped cover'), menu: 'boatInsurancePayStop', defaultSort: '-stopDate' },
);

// boatInsurancePay: a month's payments per seafarer and kind, generated from the covers, never typed in
export const boatInsuranceDetailResource = defineResource({
  name: 'boatInsuranceDetail',
  label: L('社保缴纳明细', 'Insurance payment'),
  entity: BoatInsuranceDetail,
  menu: 'boatInsurancePay',
  operations: ['getList', 'getById', 'export'],
  // SPEC §7's export of the insurance payments
  aliases: { boatInsuranceInfo: 'export' },
  // SPEC §7 boatInsurance: the payment moves of the same rows
  answersAs: { boatInsurance: ['submitPay', 'cancelSubmitPay', 'comfirmPay', 'cancelPay'] },
  scope: OF_SEAFARER,
  // the latest generated first; a month's export then reads by id within the month (index year, month, id)
  defaultSort: '-id',
});

// BoatBlanceAdjust: every change of a seafarer's balance, on the insurance tab of his file
export const boatBalanceAdjustResource = defineResource({
  name: 'BoatBlanceAdjust',
  label: L('余额调整', 'Balance adjustment'),
  entity: BoatBalanceAdjust,
  menu: 'boatUserInfoInsurance',
  operations: ['getList', 'getById', 'insert', 'update', 'export'],
  scope: OF_SEAFARER,
  keyword: ['reason', 'remarks'],
  defaultSort: '-id',
});

// boatInsuranceBusinessM: the seafarers' commercial policies
export const boatInsuranceBusiResource = defineResource({
  name: 'BoatInsuranceBusi',
  label: L('商业保险', 'Commercial policy'),
  entity: BoatInsuranceBusi,
  menu: 'boatInsuranceBusinessM',
  scope: OF_SEAFARER,
  keyword: ['policyNo', 'remarks'],
  defaultSort: '-startDate',
  dateOrder: [['startDate', 'endDate', 'le']],
  // a stopped policy is history
  editWhen: { state: [POLICY_STATE.InForce] },
});

// boatInsuranceDisabilities: disability cases and what each costs
export const boatInsuranceDisabilityResource = defineResource({
  name: 'boatInsuranceDisabilities',
  label: L('伤残费用', 'Disability fee'),
  entity: BoatInsuranceDisability,
  menu: 'boatInsuranceDisabilities',
  scope: OF_SEAFARER,
  keyword: ['caseNo', 'description'],
  defaultSort: '-injuryDate',
  dateOrder: [['injuryDate', 'payDate', 'le']],
});

export const INSURANCE_RESOURCES = [
  boatInsuranceBaseResource,
  boatInsuranceApplyResource,
  insuranceApproveManageView,
  boatInsuranceCoverResource,
  boatInsuranceStopPayResource,
  boatInsuranceDetailResource,
  boatBalanceAdjustResource,
  boatInsuranceBusiResource,
  boatInsuranceDisabilityResource,
] as const;

declare module '../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<typeof INSURANCE_RESOURCES> {}
}
