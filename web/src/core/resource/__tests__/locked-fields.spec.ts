import { lockedFields } from '../field-rules';
import type { ResourceMeta } from '../resource.types';

const L = { zh: '字段', en: 'Field' };
const users: ResourceMeta = {
  name: 'sysUser',
  label: L,
  self: { user: 'id' },
  fields: {
    username: { type: 'string', label: L },
    phone: { type: 'string', label: L, selfEdit: true },
    vacationDays: { type: 'number', label: L },
    companyId: { type: 'ref', label: L, readOnly: true },
  },
  operations: ['update'],
  access: {},
  actions: [],
};

// Issue 19: on one's own account the server takes only the profile; the form does not offer the rest.
describe('fields locked on one’s own row', () => {
  it('offers only the profile on one’s own account', () => {
    expect([...lockedFields(users, 'update', { id: 7 }, 7)].sort()).toEqual(['username', 'vacationDays']);
  });

  it('locks nothing on another’s row, on a new row, or on a resource about no one', () => {
    expect(lockedFields(users, 'update', { id: 8 }, 7).size).toBe(0);
    expect(lockedFields(users, 'insert', null, 7).size).toBe(0);
    expect(lockedFields({ ...users, self: undefined }, 'update', { id: 7 }, 7).size).toBe(0);
  });
});
