import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../core/access/session';
import { LoadingOverlay } from '../core/api/LoadingOverlay';
import { ApiBridge } from './ApiBridge';
import { router } from './router';

// Chinese faces named explicitly: office PCs (YaHei), Macs (PingFang) and Linux (WenQuanYi/Noto) each
// pick a proper CJK font instead of a per-glyph fallback.
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Noto Sans', sans-serif";
const theme = { token: { colorPrimary: '#1565c0', borderRadius: 4, fontFamily: FONT_FAMILY } };

// antd's own texts (pagination, pickers, validation messages) follow the UI language.
export function App() {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={theme}>
      <AntApp>
        <SessionProvider>
          <ApiBridge />
          <LoadingOverlay />
          <RouterProvider router={router} />
        </SessionProvider>
      </AntApp>
    </ConfigProvider>
  );
}
