import { registerFieldOverride, registerListOptions } from '../../core/resource/overrides';
import { AuditAction, AuditEntity } from './AuditLabels';
import { DeptRightsField } from './DeptRightsField';
import { MenuRightsField } from './MenuRightsField';

registerFieldOverride('SysRole', 'menuIds', { FormItem: MenuRightsField });
registerFieldOverride('SysRole', 'deptIds', { FormItem: DeptRightsField });
// the organisation is a small tree; nesting reads better than pages
registerListOptions('SysDept', { tree: true });
registerListOptions('SysMenu', { tree: true });
// the audit log's keys as their labels
registerFieldOverride('auditLog', 'entity', { Display: AuditEntity });
registerFieldOverride('auditLog', 'action', { Display: AuditAction });
