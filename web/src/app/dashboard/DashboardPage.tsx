import { SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../core/access/session';
import { useAppEvent } from '../../core/events';
import { useLang } from '../../core/i18n/use-lang';
import { useDialogs } from '../dialogs/DialogHost';
import { answeredDisp, DISP_DEFAULTS, getDisp, type DispSetting } from '../dialogs/settings-api';
import { MessageList } from '../messages/MessageList';
import { dashboardWidgets, shownPanels } from './dashboard-panels';
import { ResourcePanel } from './ResourcePanel';

// /home/index: what waits for the user (registered widgets), unread messages, and the panels the user
// chose in the home-page settings.
export function DashboardPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const dialogs = useDialogs();
  // drawn with the settings asked at sign-in when they have landed, else read once drawn
  const [setting, setSetting] = useState<DispSetting | null>(answeredDisp);
  const answered = useRef(setting !== null);

  const load = useCallback(() => {
    getDisp()
      .then(setSetting)
      .catch(() => setSetting(DISP_DEFAULTS));
  }, []);
  useEffect(() => {
    if (!answered.current) load();
  }, [load]);
  useAppEvent('dispSettingsChanged', load);

  const panels = setting ? shownPanels(setting) : [];
  const name = (lang === 'en' && user?.enName) || user?.name || '';

  return (
    <div data-testid="dashboard">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('dashboard.welcome', { name })}
      </Typography.Title>
      {setting && !panels.length ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('dashboard.configureHint')}
          action={
            <Button size="small" icon={<SettingOutlined />} onClick={() => dialogs.open('disp')} data-testid="dashboard-configure">
              {t('dialogs.disp.title')}
            </Button>
          }
          data-testid="dashboard-configure-hint"
        />
      ) : null}
      {dashboardWidgets().map(({ key, Component }) => (
        <Component key={key} />
      ))}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('dashboard.messages')} data-testid="panel-messages">
            <MessageList />
          </Card>
        </Col>
        {panels.map((p) => (
          <Col key={p.flag} xs={24} xl={12}>
            <ResourcePanel spec={p} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
