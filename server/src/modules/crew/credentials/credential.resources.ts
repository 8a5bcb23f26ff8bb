import { defineResource, readOnlyView } from '../../../core/resource/define-resource';
import { BoatUserCredential } from '../entities/boat-user-credential.entity';
import { SysCredential } from '../entities/sys-credential.entity';
import { OF_SEAFARER } from '../file/crew-file.resources';
import { L } from '../../../core/resource/label';

export const sysCredentialResource = defineResource({
  name: 'SysCredential',
  label: L('证书类型', 'Certificate type'),
  entity: SysCredential,
  menu: 'boatCredentialTypeManage',
  // certificate forms everywhere pick a type
  access: { getList: null, getById: null },
  aliases: { updateById: 'update' },
  keyword: ['name', 'enName', 'code'],
  defaultSort: 'sort',
});

// A seafarer's certificates: in the file's certificate tab and on the certificate screens, highlighted
// by warning state. The type decides the name, category and warning period.
export const boatUserCredentialResource = defineResource({
  name: 'boatUserCredential',
  dateOrder: [['signDate', 'validDate', 'lt']],
  label: L('船员证书', 'Certificate'),
  entity: BoatUserCredential,
  menu: 'boatCredentialManage',
  aliases: { submitInsert: 'insert', submitUpdate: 'update' },
  scope: OF_SEAFARER,
  large: true,
  keyword: ['name', 'code', 'organization'],
  defaultSort: 'validDate',
});

// boatCertificateManageList: the current certificates that warn or have expired, soonest first.
export const credentialWarnView = readOnlyView(boatUserCredentialResource, {
  name: 'credentialWarnList',
  label: L('证书预警', 'Certificate warnings'),
  menu: 'boatCertificateManageList',
  where: { warnstatus: ['1', '2'], credentialStatus: ['1', '2'] },
  defaultSort: 'validDate',
});

export const CREDENTIAL_RESOURCES = [sysCredentialResource, boatUserCredentialResource, credentialWarnView] as const;
