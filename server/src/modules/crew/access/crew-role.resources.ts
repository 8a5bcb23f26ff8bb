import { extendResource } from '../../../core/resource/define-resource';
import { CrewRoleRight } from '../entities/crew-role-right.entity';

// The roles screen shows and edits a role's crew rights beside its data rights; the crew module keeps them.
export const crewRoleRights = extendResource({
  resource: 'SysRole',
  entity: CrewRoleRight,
  key: 'roleId',
  after: 'dataScope',
});
