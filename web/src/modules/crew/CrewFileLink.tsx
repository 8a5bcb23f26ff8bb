import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ResourceMeta } from '../../core/resource/resource.types';

// "档案" on each seafarer row: the whole file with its tabs.
export function CrewFileLink({ row }: { resource: ResourceMeta; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="link"
      size="small"
      data-testid="crew-file-link"
      onClick={(e) => {
        e.stopPropagation();
        void navigate(`/home/boatUserInfoEditForm/${row.id}`);
      }}
    >
      {t('crew.file')}
    </Button>
  );
}
