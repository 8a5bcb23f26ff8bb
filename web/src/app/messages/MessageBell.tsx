import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEvent } from '../../core/events';
import { unreadCount } from './message-api';
import { MessageList } from './MessageList';

const POLL_MS = 60_000;

// Unread-message badge; polls quietly (no overlay, no toast) while the tab is visible.
export function MessageBell() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const refresh = useCallback(() => {
    if (document.visibilityState !== 'visible') return;
    unreadCount()
      .then(setCount)
      .catch(() => setCount(0));
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  useAppEvent('messagesChanged', refresh);

  return (
    <>
      <Tooltip title={t('layout.messages')}>
        <Button type="text" onClick={() => setOpen(true)} data-testid="message-badge" aria-label={t('layout.messages')}>
          <Badge count={count} size="small" overflowCount={99} data-testid="message-count">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Tooltip>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('dashboard.messages')} size={420} data-testid="message-drawer">
        {open ? <MessageList pageSize={10} /> : null}
      </Drawer>
    </>
  );
}
