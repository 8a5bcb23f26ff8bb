import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

// Navigation and render errors end here instead of a blank page (SPEC §8: navigation errors are swallowed).
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('result.error')}
      extra={
        <Button type="primary" onClick={() => window.location.assign('/home/index')}>
          {t('buttons.backHome')}
        </Button>
      }
      data-testid="page-error"
    />
  );
}
