import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Form, Input, theme } from 'antd';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../core/api/api-error';
import { useSession } from '../../core/access/session';
import { login } from '../auth/auth-service';
import { useDocumentTitle } from '../layout/document-title';
import { LangSwitch } from '../layout/LangSwitch';
import { afterLogin } from '../route-guard';
import { askHomeAhead, signInCalls } from '../home-ahead';
import { prefetchHomeChunks, preloadHome } from '../routes';

// The card and its title are drawn from antd's tokens rather than Card and Typography: those two bring
// Tabs, Menu, Dropdown, Tooltip and TextArea with them, a third of the sign-in page's weight (issue 11 §1).
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { setUser } = useSession();
  const [form] = Form.useForm<{ username: string; password: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('login.pageTitle'));
  // the frame's code is fetched and run while the user types (from the first focus in the form, once): the
  // sign-in click then waits for its own answer and the first drawing. Not on load: the sign-in page's
  // own weight stays its own (issue 11), and a visitor who never types costs nothing.
  const typing = useRef(false);
  const startTyping = () => {
    if (typing.current) return;
    typing.current = true;
    prefetchHomeChunks();
  };

  const sending = useRef(false); // one sign-in at a time, whichever way it was submitted
  const submit = async ({ username, password }: { username: string; password: string }) => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    setBusy(true);
    // the sign-in call first: the browser opens six connections to a server, and the thirty-odd chunks
    // of the frame asked before it kept it waiting for one (about a quarter of a second). It carries the
    // reads of the screen it leads to (home-ahead.ts), for the name typed; the answer's name decides.
    const answer = login(username, password, signInCalls(afterLogin(search, username.trim())));
    preloadHome();
    try {
      const user = await answer;
      setUser(user);
      const to = afterLogin(search, user.username);
      // the frame is entered once the catalog has landed (asked beside the home page's calls): it is then
      // drawn once, with its menu and screen, instead of a spinner drawn first and everything again
      await askHomeAhead(to);
      // the button stays busy until the frame replaces the page: setting it idle here drew the whole
      // page once more, synchronously, in the middle of drawing the frame (issue 21 §2, traced)
      void Promise.resolve(navigate(to, { replace: true })).catch(() => {
        setBusy(false);
        sending.current = false;
      });
    } catch (e) {
      setError(isApiError(e) ? (e.envelope?.msg ?? e.msg) : t('messages.network'));
      setBusy(false);
      sending.current = false;
    }
  };
  // Filled in as the rules ask: the sign-in is sent at once, from the submit event itself. antd's own
  // submit validates first, asynchronously, drawing each field's state on the way, and only then calls
  // onFinish: about 20 ms between the click and the request (issue 21 §2, traced). Stopping the event
  // here, in its capture, keeps antd's handler from running a second sign-in. Anything else (a field
  // empty) goes on to antd's validation, which shows the rules' messages.
  const submitAtOnce = (e: FormEvent) => {
    const values = form.getFieldsValue();
    if (!values.username?.trim() || !values.password) return;
    e.preventDefault();
    e.stopPropagation();
    void submit(values);
  };
  // the fields are not drawn again when the button turns busy
  const fields = useMemo(
    () => (
      <>
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
          <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" data-testid="login-username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" data-testid="login-password" />
        </Form.Item>
      </>
    ),
    [t],
  );

  return (
    <div className="login-page" style={{ fontSize: token.fontSize, lineHeight: token.lineHeight }}>
      <div className="login-lang">
        <LangSwitch />
      </div>
      <div className="login-card" style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: token.paddingLG, color: token.colorText, boxSizing: 'border-box' }}>
        <div className="login-brand">
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <div>
            <h3
              style={{ margin: 0, color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong }}
              data-testid="login-title"
            >
              {t('app.title')}
            </h3>
            <span style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{t('login.subtitle')}</span>
          </div>
        </div>
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" /> : null}
        <Form
          form={form}
          size="large"
          onFinish={(v) => void submit(v)}
          onSubmitCapture={submitAtOnce}
          onValuesChange={() => setError(null)}
          onFocus={startTyping}
          data-testid="login-form"
        >
          {fields}
          {/* no click wave: antd draws it in a React root of its own, while the sign-in is on its way */}
          <ConfigProvider wave={{ disabled: true }}>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
              {t('login.submit')}
            </Button>
          </ConfigProvider>
        </Form>
      </div>
      <div className="login-footer">{t('login.footer')}</div>
    </div>
  );
}
