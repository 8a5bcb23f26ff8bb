import type { EntityManager } from 'typeorm';
import { AppException } from '../../core/errors/app.exception';
import { parseSort } from '../../core/resource/field-validator';
import { likeOperator, readPaging } from '../../core/resource/list-query';
import type { Row } from '../../core/resource/row';
import type { Lang } from '../../core/errors/error-code';
import { inLang } from './reader-language';
import { mayAct } from './task-predicates';

export interface Me {
  userId: number;
  roleIdList: number[];
}

// The to-do predicate: assigned to me, offered to me among several, or offered to one of my roles.
export const MINE = mayAct('t', '$1', '$2');

// Titles, step and people's names in the reader's language (a person without an English name as written)
const taskColumns = (lang: Lang) => `t.id, t.instance_id AS "instanceId", t.flow_type AS "flowType", t.element_id AS "elementId",
  ${inLang(lang, 't.name', 't.name_en')} AS name, ${inLang(lang, 't.title', 't.title_en')} AS title,
  t.business_entity AS "businessEntity", t.business_id AS "businessId", t.starter_id AS "starterId",
  ${inLang(lang, 'su.name', 'su.en_name')} AS "starterName", t.assignee_id AS "assigneeId", t.on_behalf_of AS "onBehalfOf",
  ${inLang(lang, 'ob.name', 'ob.en_name')} AS "onBehalfOfName",
  t.created_at AS "createdAt", t.due_at AS "dueAt", t.status, t.result, t.comment, t.completed_at AS "completedAt"`;

interface FilterColumns {
  date: string;
  keyword: string[];
  starter?: string;
}

// Filters of the lists: flow type, starter, a date range, keyword in the title (or step name), the
// records of one resource. The body is the operation's, checked against its declaration
// (my-process.operations.ts): flowType and businessEntity strings, starterId a safe integer, businessIds
// safe integers (an empty list asks about no record, so it finds nothing), dateRange [from, to] of dates
// with null for an open end.
function filters(body: Row, params: unknown[], cols: FilterColumns): string {
  const where: string[] = [];
  if (body.flowType != null && body.flowType !== '') {
    params.push(body.flowType);
    where.push(`t.flow_type = $${params.length}`);
  }
  if (body.businessEntity != null && body.businessEntity !== '') {
    params.push(body.businessEntity);
    where.push(`t.business_entity = $${params.length}`);
  }
  if (Array.isArray(body.businessIds)) {
    params.push(body.businessIds);
    where.push(`t.business_id = ANY($${params.length})`);
  }
  if (cols.starter && body.starterId != null && body.starterId !== '') {
    params.push(body.starterId);
    where.push(`${cols.starter} = $${params.length}`);
  }
  if (Array.isArray(body.dateRange)) {
    const [from, to] = body.dateRange;
    if (from) {
      params.push(from);
      where.push(`${cols.date} >= $${params.length}`);
    }
    if (to) {
      params.push(to);
      where.push(`${cols.date} < ($${params.length}::date + 1)`);
    }
  }
  if (typeof body.keyword === 'string' && body.keyword.trim()) {
    const op = likeOperator(body.keyword.trim());
    params.push(`%${body.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(${cols.keyword.map((c) => `${c} ${op} $${params.length}`).join(' OR ')})`);
  }
  return where.length ? ` AND ${where.join(' AND ')}` : '';
}

// The sort names a list allows, each mapped to its SQL; looked up as own properties only, so a name
// such as "constructor" never pastes Object.prototype's function text into ORDER BY.
function order(sort: unknown, allowed: Record<string, string>, dflt: string): string {
  if (sort == null || sort === '') return dflt;
  const s = parseSort(sort);
  if (!s || !Object.hasOwn(allowed, s.field)) {
    throw new AppException('Validation', {}, [{ field: 'sort', reason: 'format', message: { zh: '不能这样排序', en: 'Cannot sort that way' } }]);
  }
  const dir = s.desc ? 'DESC' : 'ASC';
  return `${allowed[s.field]} ${dir} NULLS LAST, t.id ${dir}`;
}

async function page(m: EntityManager, sql: string, params: unknown[], body: Row) {
  const { pageNum, pageSize } = readPaging(body);
  const offset = (pageNum - 1) * pageSize;
  const countSql = `SELECT count(*)::int AS n FROM (${sql.replace(/ORDER BY[\s\S]*$/, '')}) x`;
  // the count rides on the page's statement as a column (PostgreSQL runs it once): a list is one round
  // trip to the database; only a page past the end asks for the count on its own
  const rows: Row[] = await m.query(`${sql.replace(/^SELECT /, `SELECT (${countSql}) AS list_total, `)} LIMIT ${pageSize} OFFSET ${offset}`, params);
  const total = rows.length ? Number(rows[0].list_total) : offset ? Number((await m.query(countSql, params))[0].n) : 0;
  return { list: rows.map(({ list_total: _, ...row }) => row), total };
}

export function upcoming(m: EntityManager, me: Me, body: Row, lang: Lang) {
  const params: unknown[] = [me.userId, me.roleIdList];
  const sql = `SELECT ${taskColumns(lang)} FROM wf_task t JOIN sys_user su ON su.id = t.starter_id LEFT JOIN sys_user ob ON ob.id = t.on_behalf_of
    WHERE t.status = 'open' AND ${MINE}${filters(body, params, { date: 't.created_at', keyword: ['t.title', 't.name', 't.title_en', 't.name_en'], starter: 't.starter_id' })}
    ORDER BY ${order(body.sort, { createdAt: 't.created_at', dueAt: 't.due_at' }, 't.created_at DESC, t.id DESC')}`;
  return page(m, sql, params, body);
}

export function done(m: EntityManager, me: Me, body: Row, lang: Lang) {
  const params: unknown[] = [me.userId];
  const sql = `SELECT ${taskColumns(lang)} FROM wf_task t JOIN sys_user su ON su.id = t.starter_id LEFT JOIN sys_user ob ON ob.id = t.on_behalf_of
    WHERE t.completed_by = $1${filters(body, params, { date: 't.completed_at', keyword: ['t.title', 't.name', 't.title_en', 't.name_en'], starter: 't.starter_id' })}
    ORDER BY ${order(body.sort, { createdAt: 't.created_at', completedAt: 't.completed_at' }, 't.completed_at DESC, t.id DESC')}`;
  return page(m, sql, params, body);
}

export function startedByMe(m: EntityManager, me: Me, body: Row, lang: Lang) {
  const params: unknown[] = [me.userId];
  const sql = `SELECT t.id AS "instanceId", t.flow_type AS "flowType", ${inLang(lang, 't.title', 't.title_en')} AS title, t.business_entity AS "businessEntity",
      t.business_id AS "businessId", t.business_code AS "businessCode", t.status, t.result, t.started_at AS "startedAt", t.ended_at AS "endedAt",
      (SELECT string_agg(${inLang(lang, 'k.name', 'k.name_en')}, ${lang === 'en' ? "', '" : "'、'"}) FROM wf_task k WHERE k.instance_id = t.id AND k.status = 'open') AS "currentStep"
    FROM wf_instance t WHERE t.starter_id = $1${filters(body, params, { date: 't.started_at', keyword: ['t.title', 't.title_en', 't.business_code'] })}
    ORDER BY ${order(body.sort, { startedAt: 't.started_at' }, 't.started_at DESC, t.id DESC')}`;
  return page(m, sql, params, body);
}

// What waits for me: how many, how many past their due time, and since when the oldest waits (the
// menu badge, the header bell and the home page's panel).
export async function counts(m: EntityManager, me: Me) {
  const [row] = await m.query(
    `SELECT count(*)::int AS upcoming, (count(*) FILTER (WHERE t.due_at < now()))::int AS overdue, min(t.created_at) AS "oldestAt"
       FROM wf_task t WHERE t.status = 'open' AND ${MINE}`,
    [me.userId, me.roleIdList],
  );
  return row;
}
