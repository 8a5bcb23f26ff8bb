import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../access/operation-access';
import { useSession } from '../access/session';
import { useCatalog } from '../catalog/CatalogProvider';
import { resourceNameKey } from '../i18n/enum-key';
import { ResourceListPage } from './ResourceListPage';

export interface ResourceTab {
  resource: string;
  label?: string; // the resource's own name when absent
}

// One screen of several declared lists, a tab each (a store's lines and its catalogue; finance's report
// beside the rows it settles): the lists the reader may read, each the generic page of its declaration.
// `before`: a tab of the screen's own first (the claims list a module draws itself).
export function ResourceTabs({ tabs, before, testId }: { tabs: Array<string | ResourceTab>; before?: { key: string; label: string; children: ReactNode }; testId?: string }) {
  const { t } = useTranslation();
  const { grant } = useSession();
  const { resources } = useCatalog();
  const items = tabs.flatMap((tab) => {
    const { resource, label } = typeof tab === 'string' ? { resource: tab, label: undefined } : tab;
    const meta = resources.find((r) => r.name === resource);
    if (!meta || !canOperation(grant, meta, 'getList')) return [];
    const title = label ?? t(resourceNameKey(resource));
    return [{ key: resource, label: <span data-testid={`tab-${resource}`}>{title}</span>, children: <ResourceListPage resource={meta} title={title} /> }];
  });
  return <Tabs items={before ? [before, ...items] : items} destroyOnHidden data-testid={testId} />;
}
