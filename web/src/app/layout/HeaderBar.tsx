import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageBell } from '../messages/MessageBell';
import { LangSwitch } from './LangSwitch';
import { UserMenu } from './UserMenu';

export function HeaderBar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="app-header" data-testid="header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t(collapsed ? 'layout.expand' : 'layout.collapse')}
        data-testid="sider-toggle"
      />
      <div className="app-header-right">
        <LangSwitch />
        <MessageBell />
        <UserMenu />
      </div>
    </header>
  );
}
