import { named } from '../../core/dictionary/dict-dsl';

// Crew dictionary items the code tests for, named (core/dictionary/dict-dsl.ts). Pure: the web imports
// the constants too.

// a certificate's state, and a seafarer's worst (the crew list's colour and filter)
export const warnStatus = named({
  Normal: ['0', '正常', 'Normal'],
  Warning: ['1', '预警', 'Warning'],
  Expired: ['2', '过期', 'Expired'],
});

export const credentialStatus = named({
  Valid: ['1', '有效', 'Valid'],
  BeingProcessed: ['2', '办理中', 'Being processed'],
  Renewed: ['3', '已换证', 'Renewed'],
  Cancelled: ['4', '已注销', 'Cancelled'],
});

export const inoutStatus = named({
  Open: ['1', '未提交/驳回', 'Not submitted or rejected'],
  Confirming: ['2', '确认中', 'Confirming'],
  InLibrary: ['3', '在库', 'In library'],
  Complete: ['4', '已完成', 'Complete'],
});

export const inoutType = named({
  Deposit: ['1', '入库', 'Deposit'],
  Withdrawal: ['2', '出库', 'Withdrawal'],
});

export const boardState = named({
  OnBoard: ['1', '在船', 'On board'],
  Ashore: ['2', '在家', 'Ashore'],
});

// a role's crew rights (SPEC §6)
export const crewScope = named({
  All: ['1', '全部船员', 'All crew'],
  Jurisdiction: ['2', '管辖船员', 'Crew of own jurisdiction'],
  Shipowners: ['3', '所属船东船员', 'Crew of own shipowners'],
  OwnCreated: ['4', '本人创建船员', 'Crew created by oneself'],
});

export const WARN_STATUS = warnStatus.values;
export const CREDENTIAL_STATUS = credentialStatus.values;
export const INOUT_STATUS = inoutStatus.values;
export const INOUT_TYPE = inoutType.values;
export const BOARD_STATE = boardState.values;
export const CREW_SCOPE = crewScope.values;
