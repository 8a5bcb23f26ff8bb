import type { EntityManager } from 'typeorm';
import { renderMessage } from './message-texts';
import { sqlText } from '../database/sql-literal';
import { USER_STATUS } from '../auth/user-status';

// A mail about a declared message (defineMessages): its title is the subject, its content and a link
// into the application the body.
export interface MailNotice {
  key: string;
  params?: Record<string, unknown>;
  link?: string | null; // a path of the web, such as /home/myAgency?task=12
}

const OPEN = { zh: '打开：', en: 'Open: ' };
const SIGNATURE = { zh: '—— 船员管理系统（本邮件由系统自动发送）', en: '— Crew Management System (sent automatically)' };

function render(notice: MailNotice, lang: 'zh' | 'en', publicUrl: string): { subject: string; body: string } {
  const text = renderMessage(notice.key, notice.params ?? null, lang);
  if (!text) throw new Error(`Mail of undeclared message ${notice.key}`);
  const lines = [text.content ?? text.title, ...(notice.link ? ['', `${OPEN[lang]}${publicUrl}${notice.link}`] : []), '', SIGNATURE[lang]];
  return { subject: text.title.slice(0, 300), body: lines.join('\n') };
}

// Writes the mails in the caller's transaction, one per recipient who receives mail (receiveMail on,
// an address, an active account), in the language they last signed in with. One statement: the
// recipients are chosen by the INSERT itself. Answers how many mails were written.
export async function enqueueMail(manager: EntityManager, userIds: number[], notice: MailNotice, publicUrl: string): Promise<number> {
  const ids = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id));
  if (!ids.length) return 0;
  const zh = render(notice, 'zh', publicUrl);
  const en = render(notice, 'en', publicUrl);
  const rows: unknown[] = await manager.query(
    `INSERT INTO sys_mail_outbox (user_id, to_address, lang, subject, body)
     SELECT u.id, u.email, CASE WHEN u.lang = 'en' THEN 'en' ELSE 'zh' END,
            CASE WHEN u.lang = 'en' THEN $3 ELSE $2 END, CASE WHEN u.lang = 'en' THEN $5 ELSE $4 END
       FROM sys_user u
      WHERE u.id = ANY($1::int[]) AND u.receive_mail = '1' AND u.status = ${sqlText(USER_STATUS.Active)} AND COALESCE(u.email, '') <> ''
     RETURNING id`,
    [ids, zh.subject, en.subject, zh.body, en.body],
  );
  return rows.length;
}
