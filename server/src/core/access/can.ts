// The one permission rule, shared by the server's guard and the web (imported as is, no dependencies).
// SPEC §6: allowed when the roles include the administrator (1) or the menu ids include the one required.
export const ADMIN_ROLE_ID = 1;

export interface Grant {
  roleIdList: number[];
  menuIdList: number[];
}

export function can(grant: Grant | null | undefined, menuId: number | null | undefined): boolean {
  if (!grant) return false;
  if (grant.roleIdList.includes(ADMIN_ROLE_ID)) return true;
  return menuId != null && grant.menuIdList.includes(menuId);
}
