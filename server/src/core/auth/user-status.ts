import { named } from '../dictionary/dict-dsl';

// An account's status, named: core owns sys_user, so core's own SQL (mail outbox) and the workflow's
// approver lookups take the constant from here; the system module's userStatus dictionary takes its
// items from here. Values never change once shipped.
export const userStatus = named({
  Active: ['1', '在职', 'Active'],
  Disabled: ['2', '停用', 'Disabled'],
});

export const USER_STATUS = userStatus.values;
