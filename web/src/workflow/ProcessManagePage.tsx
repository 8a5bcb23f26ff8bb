import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../core/catalog/CatalogProvider';
import { menuKey } from '../core/i18n/enum-key';
import { ResourceListPage } from '../core/resource/ResourceListPage';

// processManage: the deployed versions of each flow type (the files in processes/ are the source),
// each with its diagram (DiagramButton, registered by workflow/index.ts).
export function ProcessManagePage() {
  const { t } = useTranslation();
  const resource = useCatalog().resources.find((r) => r.name === 'WfDefinition');
  if (!resource) return <Spin />;
  return <ResourceListPage resource={resource} title={t(menuKey('processManage'))} />;
}
