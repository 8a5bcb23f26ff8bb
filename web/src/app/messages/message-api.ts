import { callAhead, takeAnswered } from '../../core/api/call-ahead';
import { call } from '../../core/api/client';

export interface Message {
  id: number;
  title: string;
  content?: string | null;
  msgType?: string;
  link?: string | null;
  readAt?: string | null;
  createdAt?: string;
}

// SysMessage may not be deployed yet: these calls stay quiet and the panels show an empty state.
const quiet = { toast: false, overlay: false };

export async function unreadCount(): Promise<number> {
  const { list } = await callAhead<{ count: number }>('SysMessage', 'getNoReadCount', {}, quiet);
  return Number(list[0]?.count ?? 0);
}

export function myMessages(pageNum: number, pageSize: number, unreadOnly: boolean) {
  return callAhead<Message>('SysMessage', 'getMyList', { pageNum, pageSize, unreadOnly }, quiet);
}

// That page when it was asked at sign-in and has landed (the dashboard's first five unread)
export function answeredMessages(pageNum: number, pageSize: number, unreadOnly: boolean) {
  return takeAnswered<Message>('SysMessage', 'getMyList', { pageNum, pageSize, unreadOnly });
}

export function markRead(ids: number[] | 'all') {
  return call('SysMessage', 'markRead', ids === 'all' ? { all: true } : { ids });
}
