import { registerFieldOverride, registerListOptions } from '../../core/resource/overrides';
import { DeptRightsField } from './DeptRightsField';
import { MenuRightsField } from './MenuRightsField';

registerFieldOverride('SysRole', 'menuIds', { FormItem: MenuRightsField });
registerFieldOverride('SysRole', 'deptIds', { FormItem: DeptRightsField });
// the organisation is a small tree; nesting reads better than pages
registerListOptions('SysDept', { tree: true });
registerListOptions('SysMenu', { tree: true });
