import type { ResourceMeta } from '../resource/resource.types';
import { can, type Grant } from './can';

// The grant as the web holds it: can()'s part, and whether the user holds all data rights (sign-in's allData).
export type SessionGrant = Grant & { allData?: boolean };

// A declared operation is offered when the resource has it and can() allows its menu id.
// access[op] === null means "any signed-in user" (Meta/getResources), which can() alone would deny.
// The writes of company-wide data (allData) need all data rights as well, as the server's guard says.
export function canOperation(grant: SessionGrant | null | undefined, resource: Pick<ResourceMeta, 'operations' | 'access' | 'allData'>, op: string): boolean {
  if (!grant || !resource.operations.includes(op)) return false;
  if (resource.allData?.includes(op) && !grant.allData) return false;
  const required = resource.access[op];
  return required === null ? true : can(grant, required);
}
