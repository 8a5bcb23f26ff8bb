import { Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { canOperation } from '../../core/access/operation-access';
import { useCan, useSession } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { menuKey, resourceNameKey } from '../../core/i18n/enum-key';
import { screenOf } from '../../core/resource/overrides';
import { findScreenMenu, findScreenResource } from '../../core/resource/resource-lookup';
import { ResourceListPage } from '../../core/resource/ResourceListPage';
import { ComingSoonPage, ForbiddenPage, NotFoundPage } from './ResultPages';

// /home/<key>: a module's own screen, else the generic page of the resource declared for that menu,
// else a "coming soon" placeholder for menu screens whose module is not built yet.
export function ScreenPage() {
  const { t } = useTranslation();
  const { screen = '' } = useParams();
  const catalog = useCatalog();
  const { grant } = useSession();
  const can = useCan();
  const waiting = <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (catalog.status !== 'ready') return waiting;

  const menu = findScreenMenu(catalog.menus, screen);
  const resource = findScreenResource(catalog.resources, screen);
  if (!menu && !resource) return <NotFoundPage />;
  if (menu && !can(menu.id)) return <ForbiddenPage />;
  const title = menu ? t(menuKey(menu.perms)) : t(resourceNameKey(resource!.name));

  const Custom = screenOf(screen);
  if (Custom)
    return (
      <Suspense fallback={waiting}>
        <Custom />
      </Suspense>
    );
  if (!resource) return <ComingSoonPage title={title} />;
  if (!canOperation(grant, resource, 'getList')) return <ForbiddenPage />;
  return <ResourceListPage key={resource.name} resource={resource} title={title} />;
}
