import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

// A user's settings row, written whole (the defaults for fields never saved) and changing on conflict
// only the fields sent: one INSERT … ON CONFLICT, so two first saves racing cannot collide on the
// primary key. Columns are named from the entity's metadata, values bound.
export async function saveUserSettings(m: EntityManager, entity: EntityTarget<ObjectLiteral>, userId: number, full: Record<string, unknown>, changed: string[]): Promise<void> {
  const meta = m.connection.getMetadata(entity);
  const col = (prop: string) => `"${meta.findColumnWithPropertyName(prop)!.databaseName}"`;
  const keys = Object.keys(full);
  const sets = [...changed.map((k) => `${col(k)} = EXCLUDED.${col(k)}`), `"version" = t."version" + 1`];
  await m.query(
    `INSERT INTO "${meta.tableName}" AS t ("user_id", ${keys.map(col).join(', ')})
     VALUES ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT ("user_id") DO UPDATE SET ${sets.join(', ')}`,
    [userId, ...keys.map((k) => full[k])],
  );
}
