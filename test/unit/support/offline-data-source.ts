import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { SnakeNamingStrategy } from '../../../server/src/core/database/snake-naming.strategy';

// Query builders without a database: a PostgreSQL data source that is never connected still renders
// SQL once its entity metadata is built. initialize() would connect first; buildMetadatas is the part of
// it that needs no connection (protected in TypeORM 1.1, hence the subclass).
class OfflineDataSource extends DataSource {
  build(): Promise<void> {
    return this.buildMetadatas();
  }
}

export async function offlineDataSource(entities: Array<new () => object>): Promise<DataSource> {
  const ds = new OfflineDataSource({ type: 'postgres', entities, namingStrategy: new SnakeNamingStrategy() });
  await ds.build();
  return ds;
}

// The SQL after WHERE (before ORDER BY) and the parameters, as the driver would receive them.
export function whereOf(qb: SelectQueryBuilder<ObjectLiteral>): { where: string | null; params: unknown[] } {
  const [sql, params] = qb.getQueryAndParameters();
  const m = / WHERE (.*?)(?: ORDER BY .*)?$/s.exec(sql);
  return { where: m ? m[1] : null, params };
}

export function orderOf(qb: SelectQueryBuilder<ObjectLiteral>): string | null {
  const [sql] = qb.getQueryAndParameters();
  const m = / ORDER BY (.*)$/s.exec(sql);
  return m ? m[1] : null;
}
