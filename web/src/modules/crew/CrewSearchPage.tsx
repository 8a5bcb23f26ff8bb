import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { menuKey } from '../../core/i18n/enum-key';
import { ResourceListPage } from '../../core/resource/ResourceListPage';

// boatUserInfoSearchList/{id}: the crew search, of one shipowner when the path names it.
export function CrewSearchPage() {
  const { t } = useTranslation();
  const shipownerId = Number((useParams()['*'] ?? '').split('/')[0]) || undefined;
  const meta = useCatalog().resources.find((r) => r.name === 'BoatUserInfo')!;
  return <ResourceListPage key={shipownerId ?? 0} resource={meta} title={t(menuKey('boatUserInfoSearchList'))} fixed={shipownerId ? { shipownerId } : undefined} />;
}
