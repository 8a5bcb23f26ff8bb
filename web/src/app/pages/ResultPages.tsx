import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../route-guard';

function HomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void Promise.resolve(navigate(HOME_PATH)).catch(() => undefined)}>
      {t('buttons.backHome')}
    </Button>
  );
}

// Direct navigation to a screen the user may not see; the server refuses its calls as well.
export function ForbiddenPage() {
  const { t } = useTranslation();
  return <Result status="403" title={t('result.forbidden')} subTitle={t('result.forbiddenHint')} extra={<HomeButton />} data-testid="page-forbidden" />;
}

// A menu screen whose module is not built yet: a friendly placeholder, not an error.
export function ComingSoonPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <Result status="info" icon={<ToolOutlined />} title={title || t('result.comingSoon')} subTitle={t('result.comingSoonHint')} data-testid="page-coming-soon" />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title={t('result.notFound')} subTitle={t('result.notFoundHint')} extra={<HomeButton />} data-testid="page-not-found" />;
}
