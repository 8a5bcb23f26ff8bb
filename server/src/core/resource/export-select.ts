import type { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { OpContext } from './op-context';
import type { FieldDecl } from './resource.types';
import type { Row } from './row';

// The columns of the fields a sheet writes and the id (which read hooks look rows up by), of the row
// and its extensions (extensions join one row at most), read as plain rows and given the values
// TypeORM would give them (a date column as 'YYYY-MM-DD'): a seafarer has some 80 columns and the
// sheet 15, and reading, hydrating into entities and presenting the rest was a third of the export's
// time. Answers the function that makes a row of the statement's raw row.
export function selectExported(ctx: OpContext, qb: SelectQueryBuilder<ObjectLiteral>, columns: Array<[string, FieldDecl]>): (raw: Row) => Row {
  const picked: Array<[field: string, alias: string, column: ColumnMetadata]> = [];
  const pick = (meta: EntityMetadata, alias: string, names: string[]) => {
    for (const name of names) {
      const column = meta.findColumnWithPropertyName(name);
      if (!column) continue;
      const as = `export_c${picked.length}`;
      qb.addSelect(`${alias}.${column.propertyPath}`, as);
      picked.push([name, as, column]);
    }
  };
  const names = columns.map(([name]) => name).filter((n) => n !== 'id');
  qb.select([]);
  pick(qb.expressionMap.mainAlias!.metadata, qb.alias, ['id', ...names]);
  for (const x of ctx.resource.extensions ?? []) pick(ctx.manager.connection.getMetadata(x.entity), x.alias, names.filter((n) => Object.hasOwn(x.fields, n)));
  const driver = ctx.manager.connection.driver;
  // TypeORM's conversion walks some twenty tests of the column's type for every value; text and integer
  // columns keep the value pg gives, so theirs is taken as it comes (1,800,000 values in an export)
  const convert = picked.map(([, , column]) => !asGiven(column));
  return (raw) => {
    const row: Row = {};
    for (let i = 0; i < picked.length; i++) {
      const [field, as, column] = picked[i];
      row[field] = convert[i] ? driver.prepareHydratedValue(raw[as], column) : raw[as];
    }
    return row;
  };
}

// Column types whose values prepareHydratedValue hands back unchanged (String: a text property
// declared without a type); Number is parsed there, so it is not among them.
const GIVEN_TYPES = new Set<unknown>([String, 'varchar', 'character varying', 'text', 'char', 'character', 'int', 'integer', 'int4', 'smallint', 'int2']);
const asGiven = (c: ColumnMetadata) => !c.transformer && !c.isArray && GIVEN_TYPES.has(c.type);
