import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../core/access/session';
import { LoadingOverlay } from '../core/api/LoadingOverlay';
import { ApiBridge } from './ApiBridge';
import { appTheme } from './theme';
import { router } from './router';

// A reader who asked the system for less motion gets no zooms, slides or fades: antd's token turns its
// motions off (its own styles honour the setting for a few widgets only). Read once at load. The browser
// tests ask for it too: a click into a dialog still zooming in can press on the button and release on the
// mask beside it, and is lost.
const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const theme = appTheme(!reducedMotion);

// antd's own texts (pagination, pickers, validation messages) follow the UI language. antd's <App> (the
// message, modal and notification hooks of the screens) wraps the frame only (AppLayout): its modal and
// notification weigh ~55 KB that sign-in has no use for; the API's error toasts come from here (ApiBridge).
export function App() {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={theme}>
      <SessionProvider>
        <ApiBridge />
        <LoadingOverlay />
        <RouterProvider router={router} />
      </SessionProvider>
    </ConfigProvider>
  );
}
