import type { EntityManager } from 'typeorm';
import type { CurrentUser } from '../auth/current-user';
import type { DataScopeDecl } from '../resource/resource.types';

// What a module adds to the platform's rights model without core knowing its business (ARCHITECTURE §5):
// a dimension of rights that roles carry (the crew module's crew rights), and data scopes that limit a
// resource's rows by it. Modules register both when their file is loaded; core applies them by name.

// A dimension of rights held by roles, beside menus and departments.
export interface GrantExtension<T = unknown> {
  name: string;
  // One SQL expression over `r` (the user's roles, column id) answering this dimension for the user as
  // one value (JSON or an array): read in the same round trip as the rest of the grant.
  userSql: string;
  // The user's value from what `userSql` answered; `admin`: holds the administrator role.
  toUser(raw: unknown, admin: boolean): T;
  // Delegation (nobody gives what they do not hold): each role's value, and whether a grantor's covers it.
  loadRoles(m: EntityManager, roleIds: number[]): Promise<Map<number, unknown>>;
  covers(grantor: CurrentUser, roleValue: unknown): boolean;
  // The role's value once a write of the roles screen's fields (`input`) is applied to `was` (undefined
  // for a new role), so the write is judged before it is made.
  roleAfterWrite(input: Record<string, unknown>, was: unknown): unknown;
}

// Parameters a provider puts on the outer query; answers the placeholder to write in its condition
// (an array answers a parenthesised list: `x IN ${param('ids', [1, 2])}`).
export type ScopeParam = (name: string, value: unknown) => string;

// A named way to limit rows (the crew rights: all, own jurisdiction, own shipowners, own created).
export interface DataScopeProvider {
  name: string;
  // The condition on `alias` (null: no limit; '1 = 0': nothing). `decl` is the resource's scope.
  condition(args: { alias: string; decl: DataScopeDecl; user: CurrentUser; param: ScopeParam }): string | null;
  // The user sees every row of such resources, so any department may be written into them.
  wide(user: CurrentUser): boolean;
}

// Authority a user holds over others beside their roles: the departments whose requests they decide (the
// workflow's department leaders, approvers and agents). Delegation counts it as a right: a user who
// decides for departments outside the caller's data rights is not the caller's to manage.
export interface AuthorityProvider {
  name: string;
  // the departments `userIds` decide for, taken together; `all`: every department (a company-wide row)
  reach(m: EntityManager, userIds: number[]): Promise<{ all: boolean; deptIds: number[] }>;
}

const grantExtensions = new Map<string, GrantExtension>();
const scopeProviders = new Map<string, DataScopeProvider>();
const authorityProviders = new Map<string, AuthorityProvider>();

// Registering a name again replaces it: test files build several applications from one module load.
export function registerGrantExtension<T>(ext: GrantExtension<T>): void {
  grantExtensions.set(ext.name, ext as GrantExtension);
}

export function registerDataScope(provider: DataScopeProvider): void {
  scopeProviders.set(provider.name, provider);
}

export function registerAuthority(provider: AuthorityProvider): void {
  authorityProviders.set(provider.name, provider);
}

export function allAuthorities(): AuthorityProvider[] {
  return [...authorityProviders.values()];
}

export function allGrantExtensions(): GrantExtension[] {
  return [...grantExtensions.values()];
}

export function dataScopeProvider(name: string): DataScopeProvider {
  const p = scopeProviders.get(name);
  // a declaration naming a provider nobody registered would show every row: refuse to run instead
  if (!p) throw new Error(`No data scope provider is registered as '${name}'`);
  return p;
}

// A module's part of a user's grant, as its extension made it (undefined for a user built elsewhere).
export function grantPart<T>(user: CurrentUser, name: string): T | undefined {
  return user.ext[name] as T | undefined;
}
