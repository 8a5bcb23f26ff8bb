import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../../../core/access/operation-access';
import { useSession } from '../../../core/access/session';
import { useCatalog } from '../../../core/catalog/CatalogProvider';
import { menuKey, resourceNameKey } from '../../../core/i18n/enum-key';
import { ResourceListPage } from '../../../core/resource/ResourceListPage';

// boatWorkClothesManage: the store's two lists, each the generic page of its declaration: the lines of
// every order (ship, receive, return) and the catalogue with its stock (stock in and out).
const TABS = ['BoatClothingStaff', 'BoatClothingClothes'];

export function ClothesManagePage() {
  const { t } = useTranslation();
  const { grant } = useSession();
  const { resources } = useCatalog();
  const tabs = TABS.map((name) => resources.find((r) => r.name === name)).filter((r) => !!r && canOperation(grant, r, 'getList'));
  return (
    <Tabs
      data-testid="clothes-manage-tabs"
      items={tabs.map((r) => ({
        key: r!.name,
        label: t(resourceNameKey(r!.name)),
        children: <ResourceListPage resource={r!} title={tabs.length > 1 ? t(resourceNameKey(r!.name)) : t(menuKey('boatWorkClothesManage'))} />,
      }))}
    />
  );
}
