import { defineResource, type RowsOf } from '../../../core/resource/define-resource';
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
});

declare module '../../../core/resource/hook-payloads' {
  interface ResourceRows extends RowsOf<[typeof sysTemplateResource]> {}
}
