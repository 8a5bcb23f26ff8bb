import type { EntityManager } from 'typeorm';
import { SysMenu } from '../../core/access/sys-menu.entity';
import { SysUser } from '../../core/auth/sys-user.entity';
import { USER_STATUS } from '../../core/auth/user-status';

// The system module's reads of accounts, departments and dictionaries that are more than a find: for its
// operations and hooks (auth.operations.ts, catalog.operations.ts, system.hooks.ts).

// active staff by name, in the given slim projection (property names), of one department when given
export function activeColleagues(m: EntityManager, fields: string[], deptId?: number): Promise<SysUser[]> {
  const qb = m.createQueryBuilder(SysUser, 'u').select(fields.map((f) => `u.${f}`)).where('u.status = :active', { active: USER_STATUS.Active }).orderBy('u.name');
  if (deptId !== undefined) qb.andWhere('u.deptId = :d', { d: deptId });
  return qb.getMany();
}

// every enabled item of every dictionary, by the dictionary's mark
export function allDictionaryItems(m: EntityManager): Promise<Array<{ mark: string; value: string; nameZh: string; nameEn: string }>> {
  return m.query(
    `SELECT p.mark, c.value, c.name_zh AS "nameZh", c.name_en AS "nameEn" FROM sys_code c JOIN sys_code p ON p.id = c.parent_id
      WHERE c.enabled ORDER BY p.mark, c.sort, c.id`,
  );
}

// Every menu row, parents before children: the columns of the entity as plain rows, not entities. Every
// sign-in asks it, and making ~600 entities took 5–20 ms of a worker's time against 3–5 ms for the rows
// (issue 21 §2, measured), while the browser competes for the same cores.
export function menuRows(m: EntityManager): Promise<Array<Pick<SysMenu, 'id'> & Record<string, unknown>>> {
  const q = m.createQueryBuilder(SysMenu, 'm').select([]);
  for (const c of m.connection.getMetadata(SysMenu).columns) q.addSelect(`m.${c.propertyName}`, c.propertyName);
  return q.orderBy('m.parentId', 'ASC').addOrderBy('m.sort', 'ASC').addOrderBy('m.id', 'ASC').getRawMany();
}

// whether the department `deptId` is `ancestorId` or stands somewhere below it
export async function isDeptWithin(m: EntityManager, deptId: number, ancestorId: number): Promise<boolean> {
  const [row] = await m.query(
    `WITH RECURSIVE up AS (SELECT id, parent_id FROM sys_dept WHERE id = $1
       UNION ALL SELECT d.id, d.parent_id FROM sys_dept d JOIN up ON d.id = up.parent_id)
     SELECT 1 AS hit FROM up WHERE id = $2 LIMIT 1`,
    [deptId, ancestorId],
  );
  return !!row;
}
