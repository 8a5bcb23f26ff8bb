import { extendResource } from '../../../core/resource/define-resource';
import { CrewRoleRight } from '../entities/crew-role-right.entity';
import { L } from '../../../core/resource/label';

// The roles screen shows and edits a role's crew rights beside its data rights; the crew module keeps them.
export const crewRoleRights = extendResource({
  resource: 'SysRole',
  entity: CrewRoleRight,
  key: 'roleId',
  after: 'dataScope',
  fields: {
    crewScope: { type: 'dict', dict: 'crewScope', label: L('船员数据权限', 'Crew rights'), filter: 'eq', defaultValue: '2' },
    recruiter: { type: 'boolean', label: L('招聘角色（不能修改船员信息）', 'Recruiter (may not change crew records)'), defaultValue: false },
  },
});
