import { defineResource } from '../../core/resource/define-resource';
import { SysCredential } from './entities/sys-credential.entity';

const L = (zh: string, en: string) => ({ zh, en });

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

export const CREW_RESOURCES = [sysCredentialResource];
