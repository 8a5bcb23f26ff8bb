import type { EntityManager } from 'typeorm';

// The next id for a menu an administrator adds, from `first` up. One at a time (a lock held to the end
// of the transaction): two administrators adding at once would otherwise pick the same.
export async function nextAddedMenuId(m: EntityManager, first: number): Promise<number> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('sys_menu.id'))`);
  const [{ next }] = await m.query(`SELECT GREATEST($1::int, COALESCE(max(id), 0) + 1) AS next FROM sys_menu`, [first]);
  return next;
}

// how many menus stand under these ones without being among them (a delete would leave them orphaned)
export async function childrenOutside(m: EntityManager, ids: number[]): Promise<number> {
  const [{ n }] = await m.query('SELECT count(*)::int AS n FROM sys_menu WHERE parent_id = ANY($1) AND NOT (id = ANY($1))', [ids]);
  return n;
}
