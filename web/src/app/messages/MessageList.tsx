import { CheckOutlined } from '@ant-design/icons';
import { Button, Empty, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, useAppEvent } from '../../core/events';
import { answeredMessages, markRead, myMessages, type Message } from './message-api';

// Unread messages with "mark read"; used by the dashboard panel and the header's message drawer.
export function MessageList({ pageSize = 5 }: { pageSize?: number }) {
  const { t } = useTranslation();
  // the first page asked at sign-in, when it has landed: drawn with it, not with a spinner first
  const [first] = useState(() => answeredMessages(1, pageSize, true));
  const [rows, setRows] = useState<Message[]>(first?.list ?? []);
  const [total, setTotal] = useState(first?.total ?? 0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>(first ? 'ready' : 'loading');
  const answered = useRef(!!first);

  const load = useCallback(() => {
    myMessages(page, pageSize, true)
      .then((a) => {
        setRows(a.list);
        setTotal(a.total);
        setState('ready');
      })
      .catch(() => setState('unavailable'));
  }, [page, pageSize]);
  useEffect(() => {
    if (answered.current) answered.current = false;
    else load();
  }, [load]);
  useAppEvent('messagesChanged', load);

  const read = (ids: number[] | 'all') =>
    void markRead(ids)
      .then(() => emit('messagesChanged'))
      .catch(() => undefined);

  if (state === 'unavailable') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.unavailable')} data-testid="messages-unavailable" />;
  return (
    <div data-testid="message-list">
      <List<Message>
        loading={state === 'loading'}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.noUnread')} /> }}
        pagination={total > pageSize ? { current: page, pageSize, total, size: 'small', onChange: setPage } : false}
        renderItem={(m) => (
          <List.Item
            data-testid="message-item"
            actions={[
              <Button key="read" type="link" size="small" icon={<CheckOutlined />} onClick={() => read([m.id])} data-testid="message-mark-read">
                {t('buttons.markRead')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space size={4}>
                  {m.msgType ? <Tag>{t(`messageTypes.${m.msgType}`, { defaultValue: m.msgType })}</Tag> : null}
                  <span>{m.title}</span>
                </Space>
              }
              description={
                <>
                  {m.content ? <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>{m.content}</Typography.Paragraph> : null}
                  {m.createdAt ? <Typography.Text type="secondary">{dayjs(m.createdAt).format('YYYY-MM-DD HH:mm')}</Typography.Text> : null}
                </>
              }
            />
          </List.Item>
        )}
      />
      {rows.length ? (
        <div style={{ textAlign: 'right' }}>
          <Button size="small" onClick={() => read('all')} data-testid="message-mark-all">
            {t('buttons.markAllRead')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
