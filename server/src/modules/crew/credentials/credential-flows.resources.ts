import { defineFlowResource, FLOW_FIELDS } from '../../../workflow/flow-entity';
import { flowManageView } from '../../../workflow/flow-manage-view';
import { BoatCredentialDeal } from '../entities/boat-credential-deal.entity';
import { BoatCredentialInout } from '../entities/boat-credential-inout.entity';
import { OF_SEAFARER, seafarerField } from '../file/crew-file.resources';
import { L } from '../../../core/resource/label';

// Renewal, replacement or re-issue of a certificate: the new organisation, number and dates.
export const boatCredentialDealResource = defineFlowResource({
  name: 'BoatCredentialDeal',
  label: L('证书办理', 'Certificate renewal'),
  entity: BoatCredentialDeal,
  menu: 'boatApplyForCredential',
  processId: 'credentialDeal',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  scope: OF_SEAFARER,
  keyword: ['code', 'newCreCode', 'reason'],
  defaultSort: '-id',
  dateOrder: [['newSignDate', 'newValidDate', 'lt']],
  fields: {
    userId: { ...seafarerField, required: true },
    oldCredId: { type: 'ref', ref: 'boatUserCredential', refLabel: 'name', refFilter: { userId: 'userId' }, label: L('原证书', 'Certificate'), required: true, filter: 'eq' },
    dealType: { type: 'dict', dict: 'dealType', label: L('办理类型', 'Type'), required: true, filter: 'eq' },
    newOrganization: { type: 'string', label: L('新签发机构', 'New issuing authority'), max: 100 },
    newCreCode: { type: 'string', label: L('新证书编号', 'New number'), max: 64 },
    newSignDate: { type: 'date', label: L('新签发日期', 'New issue date'), notFuture: true },
    newValidDate: { type: 'date', label: L('新有效期至', 'New valid until'), required: true },
    reason: { type: 'text', label: L('办理原因', 'Reason'), max: 500 },
    newCredId: { type: 'ref', ref: 'boatUserCredential', refLabel: 'code', label: L('新证书', 'New certificate'), readOnly: true, inList: false },
    ...FLOW_FIELDS,
  },
});

// A certificate deposited in or withdrawn from the company's safe.
export const boatCredentialInoutResource = defineFlowResource({
  name: 'boatCredentialInout',
  label: L('证书出入库', 'Certificate deposit or withdrawal'),
  entity: BoatCredentialInout,
  menu: 'boatApplyForCredentialInOut',
  processId: 'credentialInout',
  flow: { operations: ['submit', 'withdraw', 'approve', 'reject', 'getInfoById', 'getInfoByInstanceId'] },
  scope: OF_SEAFARER,
  keyword: ['code', 'inReason'],
  defaultSort: '-id',
  fields: {
    userId: { ...seafarerField, required: true },
    credentialId: { type: 'ref', ref: 'boatUserCredential', refLabel: 'name', refFilter: { userId: 'userId' }, label: L('证书', 'Certificate'), required: true, filter: 'eq' },
    inoutType: { type: 'dict', dict: 'inoutType', label: L('类型', 'Deposit or withdrawal'), required: true, filter: 'eq' },
    number: { type: 'int', label: L('份数', 'Copies'), required: true, min: 1, max: 99, defaultValue: 1 },
    storageTime: { type: 'date', label: L('存取日期', 'Date'), filter: 'range' },
    inReason: { type: 'text', label: L('原因', 'Reason'), max: 500 },
    inoutStatus: { type: 'dict', dict: 'inoutStatus', label: L('出入库状态', 'Deposit status'), readOnly: true, filter: 'eq' },
    ...FLOW_FIELDS,
  },
});

// The keeper's list of every deposit and withdrawal of the crew they may see (boatCredentialInout).
export const credentialInoutManageView = flowManageView(boatCredentialInoutResource, {
  name: 'credentialInoutManage',
  menu: 'boatCredentialInout',
  label: L('证书出入库管理', 'Certificate deposits and withdrawals'),
  scope: OF_SEAFARER,
});

export const CREDENTIAL_FLOW_RESOURCES = [boatCredentialDealResource, boatCredentialInoutResource, credentialInoutManageView];
