import { message as antMessage } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { configureClient } from '../core/api/client';
import { useSession } from '../core/access/session';
import { invalidateRefItems } from '../core/resource/ref-sources';
import { go } from './navigation';
import { LOGIN_PATH, loginFor } from './route-guard';

// Connects the framework-free API client to antd's message (a hook, so it follows the theme and locale;
// its toasts live at the root and outlast a move from the frame to sign-in), the current language and
// the router.
export function ApiBridge() {
  const [message, toasts] = antMessage.useMessage();
  const { i18n, t } = useTranslation();
  const { setUser } = useSession();
  useLayoutEffect(() => {
    configureClient({
      lang: () => i18n.language,
      text: (k) => t(k),
      notifyError: (text, seconds) => void message.error({ content: text, duration: seconds, key: text }),
      onUnauthorized: () => {
        setUser(null);
        invalidateRefItems();
        if (window.location.pathname !== LOGIN_PATH) go(loginFor(window.location.pathname + window.location.search));
      },
    });
  }, [i18n, t, message, setUser]);
  return toasts;
}
