import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ResourceMeta } from '../../core/resource/resource.types';
import { RowAction } from '../../core/ui/table-cells';

// "档案" on each seafarer row: the whole file with its tabs.
export function CrewFileLink({ row }: { resource: ResourceMeta; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RowAction
      data-testid="crew-file-link"
      onClick={(e) => {
        e.stopPropagation();
        void navigate(`/home/boatUserInfoEditForm/${row.id}`);
      }}
    >
      {t('crew.file')}
    </RowAction>
  );
}
