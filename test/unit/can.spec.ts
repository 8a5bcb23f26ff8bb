import { ADMIN_ROLE_ID, can } from '../../server/src/core/access/can';

// The one permission rule (SPEC §6), shared by the server's guard and the web.
describe('can()', () => {
  it('lets the administrator role through everything', () => {
    expect(can({ roleIdList: [ADMIN_ROLE_ID], menuIdList: [] }, 12345)).toBe(true);
    expect(can({ roleIdList: [7, ADMIN_ROLE_ID], menuIdList: [] }, undefined)).toBe(true);
  });

  it('needs the menu id otherwise', () => {
    const grant = { roleIdList: [3], menuIdList: [9010, 9011] };
    expect(can(grant, 9010)).toBe(true);
    expect(can(grant, 9012)).toBe(false);
  });

  it('denies when the requirement or the grant is unknown', () => {
    expect(can({ roleIdList: [3], menuIdList: [1] }, undefined)).toBe(false);
    expect(can({ roleIdList: [3], menuIdList: [1] }, null)).toBe(false);
    expect(can(null, 1)).toBe(false);
    expect(can(undefined, 1)).toBe(false);
  });
});
