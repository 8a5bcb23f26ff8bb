import { defineFlowResource } from '../../../workflow/flow-entity';
import { flowManageView } from '../../../workflow/flow-manage-view';
import { BoatCredentialDeal } from '../entities/boat-credential-deal.entity';
import { BoatCredentialInout } from '../entities/boat-credential-inout.entity';
import { OF_SEAFARER } from '../file/crew-file.resources';
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
});

// The keeper's list of every deposit and withdrawal of the crew they may see (boatCredentialInout).
export const credentialInoutManageView = flowManageView(boatCredentialInoutResource, {
  name: 'credentialInoutManage',
  menu: 'boatCredentialInout',
  label: L('证书出入库管理', 'Certificate deposits and withdrawals'),
  scope: OF_SEAFARER,
});

export const CREDENTIAL_FLOW_RESOURCES = [boatCredentialDealResource, boatCredentialInoutResource, credentialInoutManageView] as const;
