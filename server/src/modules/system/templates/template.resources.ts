import { defineResource } from '../../../core/resource/define-resource';
import { SysTemplate } from '../entities/sys-template.entity';
import { L } from '../../../core/resource/label';

// templateManage: template files kept for download by every signed-in user (SysTemplate/api/download).
export const sysTemplateResource = defineResource({
  name: 'SysTemplate',
  label: L('模板', 'Template'),
  entity: SysTemplate,
  menu: 'templateManage',
  keyword: ['name', 'code', 'fileName'],
  defaultSort: 'code',
  fields: {
    name: { type: 'string', label: L('模板名称', 'Template name'), required: true, max: 100, filter: 'like' },
    code: { type: 'string', label: L('模板编码', 'Template code'), required: true, max: 64, filter: 'eq', unique: true },
    fileId: { type: 'file', label: L('模板文件', 'Template file'), required: true, inList: false },
    fileName: { type: 'string', label: L('文件名', 'File name'), readOnly: true, filter: 'like' },
    remark: { type: 'string', label: L('备注', 'Remarks'), max: 255 },
  },
});
