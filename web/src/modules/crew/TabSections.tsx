import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOperation } from '../../core/access/operation-access';
import { useSession } from '../../core/access/session';
import { useCatalog } from '../../core/catalog/CatalogProvider';
import { resourceNameKey } from '../../core/i18n/enum-key';
import { ResourceListPage } from '../../core/resource/ResourceListPage';
import { fileTabSections } from './file-tab-sections';

// One of the file's own tabs: the lists other modules registered for it that the user may read, one
// below the other, each limited to this seafarer.
export function TabSections({ tab, userId, onChanged }: { tab: string; userId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const { grant } = useSession();
  const { resources } = useCatalog();
  const shown = fileTabSections(tab).flatMap((s) => {
    const target = resources.find((r) => r.name === s.resource);
    return target && canOperation(grant, target, 'getList') ? [{ ...s, target }] : [];
  });
  if (!shown.length) return <Empty description={t('crew.tabEmpty')} />;
  return (
    <div className="crew-tab-sections" data-testid={`crew-tab-${tab}`}>
      {shown.map(({ target, field }) => (
        <section key={target.name} data-testid={`crew-tab-section-${target.name}`}>
          <ResourceListPage resource={target} title={t(resourceNameKey(target.name))} fixed={{ [field]: userId }} onChanged={onChanged} />
        </section>
      ))}
    </div>
  );
}
