import { BellOutlined, DownOutlined, HomeOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../core/access/session';
import { useLang } from '../../core/i18n/use-lang';
import { useArmed } from '../../core/ui/use-armed';
import { logout } from '../auth/auth-service';
import { useDialogs } from '../dialogs/DialogHost';
import { go } from '../navigation';
import { LOGIN_PATH } from '../route-guard';

export function UserMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user, setUser } = useSession();
  const dialogs = useDialogs();
  const name = (lang === 'en' && user?.enName) || user?.name || user?.username || '';
  // the dropdown is set up once the page is drawn (use-armed.ts)
  const [armed, arm] = useArmed();
  const [open, setOpen] = useState(false);

  const items = [
    { key: 'password', icon: <LockOutlined />, label: <span data-testid="user-menu-password">{t('dialogs.password.title')}</span> },
    { key: 'remind', icon: <BellOutlined />, label: <span data-testid="user-menu-remind">{t('dialogs.remind.title')}</span> },
    { key: 'disp', icon: <HomeOutlined />, label: <span data-testid="user-menu-disp">{t('dialogs.disp.title')}</span> },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="logout">{t('layout.logout')}</span> },
  ];

  const onClick = ({ key }: { key: string }) => {
    setOpen(false);
    if (key === 'logout') {
      // the session is forgotten at once and the frame left, so nothing on it asks again meanwhile; the
      // server is told in the background
      void logout();
      setUser(null);
      go(LOGIN_PATH);
      return;
    }
    dialogs.open(key as 'password' | 'remind' | 'disp');
  };

  const face = (
    <span
      className="header-user"
      data-testid="user-menu"
      // a click before the dropdown was set up opens it once it is; after, the dropdown's own click does
      onClick={
        armed
          ? undefined
          : () => {
              arm();
              setOpen(true);
            }
      }
    >
      <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1565c0' }} />
      <span data-testid="user-name">{name}</span>
      <DownOutlined style={{ fontSize: 10 }} />
    </span>
  );
  if (!armed) return face;
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
      {face}
    </Dropdown>
  );
}
