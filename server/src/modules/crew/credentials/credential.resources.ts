import { defineResource, readOnlyView } from '../../../core/resource/define-resource';
import { BoatUserCredential } from '../entities/boat-user-credential.entity';
import { SysCredential } from '../entities/sys-credential.entity';
import { OF_SEAFARER, seafarerField } from '../file/crew-file.resources';
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
  fields: {
    parentId: { type: 'ref', ref: 'SysCredential', refLabel: 'name', label: L('上级类型', 'Parent'), filter: 'eq' },
    name: { type: 'string', label: L('名称', 'Name'), required: true, max: 100, filter: 'like' },
    enName: { type: 'string', label: L('英文名称', 'English name'), max: 150 },
    code: { type: 'string', label: L('编码', 'Code'), max: 32, unique: true },
    certificateType: { type: 'dict', dict: 'certificateType', label: L('证书类别', 'Category'), filter: 'eq' },
    warnValue: { type: 'int', label: L('提前预警', 'Warn before expiry'), min: 0, max: 999 },
    warnUnit: { type: 'dict', dict: 'warnUnit', label: L('预警单位', 'Warning unit'), defaultValue: '2' },
    sort: { type: 'int', label: L('排序', 'Order'), min: 0, defaultValue: 0 },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
  },
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
  fields: {
    userId: seafarerField,
    credentialId: { type: 'ref', ref: 'SysCredential', refLabel: 'name', label: L('证书类型', 'Certificate type'), required: true, filter: 'eq' },
    name: { type: 'string', label: L('证书名称', 'Certificate'), max: 100, filter: 'like' },
    credentialStatus: { type: 'dict', dict: 'credentialStatus', label: L('证书状态', 'Status'), filter: 'eq', readOnly: true },
    certificateType: { type: 'dict', dict: 'certificateType', label: L('证书类别', 'Category'), filter: 'eq', readOnly: true, inList: false },
    code: { type: 'string', label: L('证书编号', 'Number'), max: 64, filter: 'eq' },
    organization: { type: 'string', label: L('签发机构', 'Issuing authority'), max: 100 },
    signDate: { type: 'date', notFuture: true, label: L('签发日期', 'Issue date') },
    validDate: { type: 'date', label: L('有效期至', 'Valid until'), filter: 'range', sortable: true },
    warnstatus: { type: 'dict', dict: 'warnStatus', label: L('预警状态', 'Warning'), filter: 'in', readOnly: true },
    inoutStatus: { type: 'dict', dict: 'inoutStatus', label: L('出入库状态', 'Deposit status'), filter: 'eq', readOnly: true },
    attach: { type: 'file', label: L('证书扫描件', 'Scan'), inList: false },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255, inList: false },
  },
});

// boatCertificateManageList: the current certificates that warn or have expired, soonest first.
export const credentialWarnView = readOnlyView(boatUserCredentialResource, {
  name: 'credentialWarnList',
  label: L('证书预警', 'Certificate warnings'),
  menu: 'boatCertificateManageList',
  where: { warnstatus: ['1', '2'], credentialStatus: ['1', '2'] },
  defaultSort: 'validDate',
});

export const CREDENTIAL_RESOURCES = [sysCredentialResource, boatUserCredentialResource, credentialWarnView];
