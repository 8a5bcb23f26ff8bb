import type { CatalogAnswers } from '../catalog/catalog-loader';
import { findScreenMenu } from '../resource/resource-lookup';
import { can } from './can';
import { canOperation, type SessionGrant } from './operation-access';

// The reader holds a screen and may list its resource (named as the screen unless told): what a home
// panel asks before it calls anything (the relief forecast, the insurance gaps).
export function canReadScreen({ menus, resources }: Pick<CatalogAnswers, 'menus' | 'resources'>, grant: SessionGrant | null, screen: string, resource = screen): boolean {
  const menu = findScreenMenu(menus, screen);
  const meta = resources.find((r) => r.name === resource);
  return !!menu && can(grant, menu.id) && !!meta && canOperation(grant, meta, 'getList');
}
