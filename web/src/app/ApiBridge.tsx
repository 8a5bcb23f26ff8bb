import { message as antMessage } from 'antd';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configureClient } from '../core/api/client';
import { useSession } from '../core/access/session';
import { invalidateRefItems } from '../core/resource/ref-sources';
import { go } from './navigation';
import { LOGIN_PATH, loginFor } from './route-guard';

const ContinueDialog = lazy(() => import('./ContinueDialog').then((m) => ({ default: m.ContinueDialog })));

interface Question {
  messages: string[];
  answer: (accepted: boolean) => void;
}

// Connects the framework-free API client to antd's message (a hook, so it follows the theme and locale;
// its toasts live at the root and outlast a move from the frame to sign-in), the current language, the
// router, and the "continue?" dialog (one question at a time; others wait their turn).
export function ApiBridge() {
  const [message, toasts] = antMessage.useMessage();
  const { i18n, t } = useTranslation();
  const { setUser } = useSession();
  const [question, setQuestion] = useState<Question | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const confirm = useCallback((messages: string[]) => {
    const asked = queue.current.then(
      () =>
        new Promise<boolean>((resolve) =>
          setQuestion({
            messages,
            answer: (accepted) => {
              setQuestion(null);
              resolve(accepted);
            },
          }),
        ),
    );
    queue.current = asked.catch(() => undefined);
    return asked;
  }, []);

  useLayoutEffect(() => {
    configureClient({
      lang: () => i18n.language,
      text: (k) => t(k),
      notifyError: (text, seconds) => void message.error({ content: text, duration: seconds, key: text }),
      // a session that ran out is sent to sign in remembering its screen, for itself only; a call refused
      // after signing out (still in flight then) leads to the plain sign-in page
      onUnauthorized: (owner) => {
        setUser(null);
        invalidateRefItems();
        if (window.location.pathname !== LOGIN_PATH) go(owner ? loginFor(window.location.pathname + window.location.search, owner) : LOGIN_PATH);
      },
      confirm,
    });
  }, [i18n, t, message, setUser, confirm]);
  return (
    <>
      {toasts}
      {question ? (
        <Suspense fallback={null}>
          <ContinueDialog messages={question.messages} onAnswer={question.answer} />
        </Suspense>
      ) : null}
    </>
  );
}
