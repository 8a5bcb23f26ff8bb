import type { EntityManager } from 'typeorm';

// Crew's SQL about the certificate type tree (sys_credential), for its hooks (issue 20 §2).

// Whether `id` is `parentId` or one of its ancestors: putting `id` under `parentId` would close a cycle.
// The walk stops at 50 levels, so a cycle already stored cannot make it run for ever.
export async function isSelfOrAncestor(m: EntityManager, id: number, parentId: number): Promise<boolean> {
  const [hit] = await m.query(
    `WITH RECURSIVE up AS (SELECT id, parent_id, 0 AS depth FROM sys_credential WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM sys_credential c JOIN up ON c.id = up.parent_id WHERE up.depth < 50)
     SELECT 1 FROM up WHERE id = $2`,
    [parentId, id],
  );
  return !!hit;
}

// whether any of these types has a sub-type outside them
export async function hasOtherSubTypes(m: EntityManager, ids: number[]): Promise<boolean> {
  const [child] = await m.query('SELECT 1 FROM sys_credential WHERE parent_id = ANY($1) AND NOT id = ANY($1) LIMIT 1', [ids]);
  return !!child;
}

// whether a seafarer holds a certificate of any of these types
export async function typesHeld(m: EntityManager, ids: number[]): Promise<boolean> {
  const [used] = await m.query('SELECT 1 FROM boat_user_credential WHERE credential_id = ANY($1) LIMIT 1', [ids]);
  return !!used;
}

// What a type gives the certificates of it: its name and category, and whether it is a group of the
// tree (one with sub-types) rather than a kind (undefined: no such type)
export async function certificateKind(m: EntityManager, id: number | undefined): Promise<{ name: string; certificate_type: string | null; is_group: boolean } | undefined> {
  const [type] = await m.query(
    'SELECT name, certificate_type, EXISTS (SELECT 1 FROM sys_credential k WHERE k.parent_id = c.id) AS is_group FROM sys_credential c WHERE id = $1',
    [id],
  );
  return type;
}
