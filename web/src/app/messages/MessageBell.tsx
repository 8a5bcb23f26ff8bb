import { BellOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Drawer, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppEvent } from '../../core/events';
import { useArmed } from '../../core/ui/use-armed';
import { useTaskCounts } from '../../workflow/use-task-counts';
import { unreadCount } from './message-api';
import { MessageList } from './MessageList';

const POLL_MS = 60_000;

// The header bell: to-dos and unread messages together (issue 11 §2); messages polled quietly while the
// tab is visible, to-dos shared with the menu badge; the drawer leads with the to-dos, then the messages.
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [unread, setUnread] = useState(0);
  const todo = useTaskCounts()?.upcoming ?? 0;
  const [open, setOpen] = useState(false);
  const [armed] = useArmed(); // its hint: once the page is drawn (use-armed.ts)
  // the drawer is set up when first opened, and kept so that it can slide shut
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const refresh = useCallback(() => {
    if (document.visibilityState !== 'visible') return;
    unreadCount()
      .then(setUnread)
      .catch(() => setUnread(0));
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  useAppEvent('messagesChanged', refresh);
  // a flow that ends leaves its applicant a message
  useAppEvent('tasksChanged', refresh);

  const label = t('layout.bell', { todo, unread });
  const bell = (
    <Button type="text" onClick={show} data-testid="message-badge" aria-label={label}>
      <Badge count={todo + unread} size="small" overflowCount={99} data-testid="message-count" data-todo={todo} data-unread={unread}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Button>
  );
  return (
    <>
      {armed ? <Tooltip title={label}>{bell}</Tooltip> : bell}
      {opened ? (
        <Drawer open={open} onClose={() => setOpen(false)} title={t('dashboard.messages')} size={420} data-testid="message-drawer">
          {open && todo ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('layout.bellTodo', { count: todo })}
              action={
                <Button
                  size="small"
                  type="primary"
                  data-testid="bell-todo"
                  onClick={() => {
                    setOpen(false);
                    navigate('/home/myAgency');
                  }}
                >
                  {t('layout.bellOpenTodo')}
                </Button>
              }
            />
          ) : null}
          {open ? <MessageList pageSize={10} /> : null}
        </Drawer>
      ) : null}
    </>
  );
}
