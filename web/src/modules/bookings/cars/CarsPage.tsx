import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../../../core/access/operation-access';
import { useSession } from '../../../core/access/session';
import { useCatalog } from '../../../core/catalog/CatalogProvider';
import { resourceNameKey } from '../../../core/i18n/enum-key';
import { ResourceListPage } from '../../../core/resource/ResourceListPage';

// boatUseCar: the admin office's car screen. Its trips (reviewed, closed with the km, called off) first,
// then the fleet it books them on: the company's cars and their drivers.
const TABS = ['boatUseCarDetail', 'boatCar', 'boatCarDriver'];

export function CarsPage() {
  const { t } = useTranslation();
  const { resources } = useCatalog();
  const { grant } = useSession();
  const items = TABS.flatMap((name) => {
    const meta = resources.find((r) => r.name === name);
    if (!meta || !canOperation(grant, meta, 'getList')) return [];
    const title = t(resourceNameKey(name));
    return [{ key: name, label: title, children: <ResourceListPage resource={meta} title={title} /> }];
  });
  return <Tabs items={items} destroyOnHidden data-testid="cars-tabs" />;
}
