import type { ResourceMeta } from '../resource/resource.types';
import { can, type Grant } from './can';

// A declared operation is offered when the resource has it and can() allows its menu id.
// access[op] === null means "any signed-in user" (Meta/getResources), which can() alone would deny.
export function canOperation(grant: Grant | null | undefined, resource: Pick<ResourceMeta, 'operations' | 'access'>, op: string): boolean {
  if (!grant || !resource.operations.includes(op)) return false;
  const required = resource.access[op];
  return required === null ? true : can(grant, required);
}
