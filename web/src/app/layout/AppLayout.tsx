import { App as AntApp, Button, Result, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../core/access/session';
import { CatalogProvider, useCatalog } from '../../core/catalog/CatalogProvider';
import '../../core/i18n/dayjs-locale';
import { readJson, writeJson } from '../../core/storage';
import { whenIdle } from '../../core/util/when-idle';
import { currentUser } from '../auth/auth-service';
import { DialogHost } from '../dialogs/DialogHost';
import { useDocumentTitle, useScreenLabel } from './document-title';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';

const StyleWarmup = lazy(() => import('./StyleWarmup').then((m) => ({ default: m.StyleWarmup })));

export const SIDER_WIDTH = 230; // SPEC §9
export const SIDER_COLLAPSED_WIDTH = 50;
const COLLAPSED_KEY = 'sider-collapsed';

// The /home/* frame: sidebar, header, and the screen in the middle.
export function AppLayout() {
  return (
    <AntApp>
      <CatalogProvider>
        <DialogHost>
          <Frame />
        </DialogHost>
      </CatalogProvider>
    </AntApp>
  );
}

function Frame() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(() => readJson<boolean>(COLLAPSED_KEY, false));
  const { setUser } = useSession();
  const catalog = useCatalog();
  useDocumentTitle(useScreenLabel(catalog));

  useEffect(() => {
    void currentUser().then((u) => u && setUser(u));
  }, [setUser]);

  const warmup = useIdleOnce(catalog.status === 'ready');

  const toggle = () =>
    setCollapsed((c) => {
      writeJson(COLLAPSED_KEY, !c);
      return !c;
    });

  // The frame's boxes are native elements (app.css) rather than antd's Layout, Sider, Header and Content:
  // those four computed their theme and registered their styles on every sign-in for what is a flex row,
  // a fixed dark column and a white bar (issue 21 §2: the frame was about a fifth of the dashboard's time).
  const width = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  return (
    <div className="app-layout">
      <aside className={collapsed ? 'app-sider app-sider-collapsed' : 'app-sider'} style={{ width }} data-testid="sider" data-collapsed={collapsed ? 'true' : 'false'}>
        <div className="app-logo" title={t('app.title')}>
          <img src="/favicon.svg" alt="" width={26} height={26} />
          {collapsed ? null : <span>{t('app.title')}</span>}
        </div>
        <SideMenu collapsed={collapsed} />
      </aside>
      <div className="app-main" style={{ marginLeft: width }}>
        <HeaderBar collapsed={collapsed} onToggle={toggle} />
        <main className="app-content" data-testid="content">
          {catalog.status === 'loading' ? (
            <Spin style={{ display: 'block', margin: '120px auto' }} />
          ) : catalog.status === 'error' ? (
            <Result
              status="error"
              title={t('result.catalogFailed')}
              extra={
                <Button type="primary" onClick={catalog.reload}>
                  {t('buttons.retry')}
                </Button>
              }
            />
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      {warmup ? (
        <Suspense fallback={null}>
          <StyleWarmup />
        </Suspense>
      ) : null}
    </div>
  );
}

// True from when the browser is first idle after `ready` (the screen drawn, its calls answered): the
// screens' component styles are written then (StyleWarmup), off the path of a click.
function useIdleOnce(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true), 3000);
  }, [ready, idle]);
  return idle;
}
