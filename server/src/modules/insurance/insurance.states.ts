import { named } from '../../core/dictionary/dict-dsl';

// The insurance dictionaries whose items are states or kinds the code tests for, each item named: the
// dictionaries (insurance.dictionaries.ts) take their items from here, and TS and SQL the typed constants
// (`DECLARATION_STATE.ManagerReview === '3'`). Pure: the web imports these constants too.
// Values never change once shipped (test/unit/shipped-ids.spec.ts).

// a declaration starts, stops or changes a seafarer's social-security cover (SPEC §4)
export const insuranceDeclareType = named({
  Pay: ['1', '缴纳', 'Pay'],
  Stop: ['2', '停缴', 'Stop'],
  Change: ['3', '变更', 'Change'],
});

// a declaration's state (SPEC §4), moved only through declaration-transitions.ts
export const insuranceStatus = named({
  WaitingToPay: ['1', '待缴纳', 'Waiting to pay'],
  Cancelled: ['2', '已取消', 'Cancelled'],
  ManagerReview: ['3', '经理审核', 'Manager review'],
  Approved: ['4', '已通过', 'Approved'],
  Rejected: ['5', '已驳回', 'Rejected'],
  Revoked: ['6', '已撤销', 'Revoked'],
  Continue: ['7', '续缴', 'Continue'],
  StopPay: ['8', '停缴', 'Stop pay'],
  NoPay: ['9', '不缴纳', 'No pay'],
});

// who bears the contributions: the person all, the company all, or each its own share by the rates
export const assumeType = named({
  Personal: ['1', '个人承担', 'Personal share'],
  Company: ['2', '公司承担', 'Company share'],
  Shared: ['3', '个人与公司共同承担', 'Shared'],
});

export const payStatus = named({
  NotPaid: ['1', '未缴', 'Not paid'],
  Submitted: ['2', '已提交', 'Submitted'],
  Paid: ['3', '已缴', 'Paid'],
});

// a cover: one seafarer's social security from a start day, made by an approved pay or change declaration
export const coverState = named({
  InForce: ['1', '在缴', 'In force'],
  Stopped: ['2', '已停缴', 'Stopped'],
  Changed: ['3', '已变更', 'Replaced by a change'],
  Cancelled: ['4', '已取消', 'Cancelled'],
});

// a commercial policy
export const policyState = named({
  InForce: ['1', '在保', 'In force'],
  Stopped: ['2', '已停保', 'Stopped'],
});

// what the gaps-and-doubles list warns of
export const coverProblem = named({
  Gap: ['1', '在船未参保', 'On board without cover'],
  Double: ['2', '重复参保', 'Insured twice'],
});

// why a seafarer's balance changed (BoatBlanceAdjust)
export const balanceAdjustType = named({
  PrePay: ['1', '预缴', 'Paid ahead'],
  InsuranceShare: ['2', '社保个人部分扣款', 'Personal share of insurance'],
  InsuranceShareReturned: ['3', '社保扣款退回', 'Personal share returned'],
  Manual: ['4', '手工调整', 'Adjustment'],
});

export const DECLARE_TYPE = insuranceDeclareType.values;
export const DECLARATION_STATE = insuranceStatus.values;
export const ASSUME_TYPE = assumeType.values;
export const PAY_STATUS = payStatus.values;
export const COVER_STATE = coverState.values;
export const BALANCE_ADJUST_TYPE = balanceAdjustType.values;
export const POLICY_STATE = policyState.values;
export const COVER_PROBLEM = coverProblem.values;
