import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { applyDataScope } from '../access/data-scope';
import { localToday } from '../config/local-date';
import type { FieldError } from '../errors/app.exception';
import { fieldError, validationError } from '../resource/field-validator';
import { checkFilter, emptyFilter } from '../resource/list-query';
import type { OpContext } from '../resource/op-context';
import type { ResourceRegistry } from '../resource/resource-registry';
import type { KeyedList } from './report-rows';
import type { Report, ReportColumn } from './define-report';
import { bodyValues, DATE_RANGE, HORIZON, periodEnds, periodLabelSql, rangeSql, readPeriod, readRange, readYear, sameTermLabelSql } from './report-period';

// The SQL of a declared report, as one readable statement: the source, its scope and conditions, then
// either GROUP BY the period and the dimensions (ORDER BY the same) or, for a list of records, the rows
// in the declared order. Every kind of report (a period's counts, a head count at each period's end, a
// same-term comparison, a forecast window) is a clause of the same statement, never a branch per report.

type Qb = SelectQueryBuilder<ObjectLiteral>;

export class ReportQuery {
  constructor(private readonly registry: ResourceRegistry) {}

  // The source rows the caller may see, as the report counts and filters them, not yet grouped.
  source(r: Report, ctx: OpContext): Qb {
    const qb = ctx.manager.createQueryBuilder(r.source.entity, r.source.alias);
    for (const j of r.joins ?? []) qb.innerJoin(j.entity, j.alias, j.on);
    if ('of' in r.scope) {
      const def = this.registry.resource(r.scope.of);
      if (!def) throw new Error(`report ${r.name}: no resource ${r.scope.of}`);
      applyDataScope(qb, def, ctx.user, (n) => this.registry.resource(n));
    } else if ('own' in r.scope) applyDataScope(qb, r.resource, ctx.user, (n) => this.registry.resource(n));
    for (const [sql, params] of r.where ?? []) qb.andWhere(sql, params);
    const range = () => readRange(ctx.body, r.resource.fields[DATE_RANGE]);
    if (r.sameTerm) {
      const year = readYear(ctx.body);
      qb.setParameter('rpYear', year);
      for (const [sql, params] of rangeSql(r.date!.sql, !!r.date!.zoned, [`${year - 1}-01-01`, `${year}-12-31`])) qb.andWhere(sql, params);
    } else if (r.date) for (const [sql, params] of rangeSql(r.date.sql, !!r.date.zoned, range())) qb.andWhere(sql, params);
    if (r.horizon) {
      // a body never fills in the default (listBody): it is taken here
      const days = Number(bodyValues(ctx.body)[HORIZON] ?? r.horizon.days);
      qb.andWhere(`${r.horizon.sql} <= CAST(:rpToday AS date) + CAST(:rpDays AS int)`, { rpDays: days });
    }
    qb.setParameter('rpToday', localToday());
    if (r.asOf) this.atPeriodEnds(r, ctx, qb, range());
    this.filter(r, ctx, qb);
    return qb;
  }

  // SQL of a source row's period label (a head count's is the period end's it is joined to).
  periodLabel(r: Report, ctx: OpContext): string | null {
    if (r.asOf) return 'p.label';
    if (!r.period) return null;
    const p = readPeriod(ctx.body, r.resource.fields.period);
    return r.sameTerm ? sameTermLabelSql(p, r.date!.sql, !!r.date!.zoned) : periodLabelSql(p, r.date!.sql, !!r.date!.zoned);
  }

  // A head count's period ends; rows that ended before the first or started after the last stay out early.
  private atPeriodEnds(r: Report, ctx: OpContext, qb: Qb, range: [string | null, string | null]): void {
    const { ends, labels } = periodEnds(readPeriod(ctx.body, r.resource.fields.period), range);
    const { start, end } = r.asOf!;
    qb.andWhere(`${start} <= CAST(:rpLast AS date)`, { rpLast: ends[ends.length - 1] ?? localToday() });
    // one range on one expression (no OR IS NULL), so an index on it can answer alone
    qb.andWhere(`COALESCE(${end}, CAST('infinity' AS date)) > CAST(:rpFirst AS date)`, { rpFirst: ends[0] ?? localToday() });
    qb.setParameters({ rpEnds: ends, rpLabels: labels, rpEndCount: ends.length });
  }

  // The grouped rows, ordered by period then dimensions (or as declared).
  grouped(r: Report, ctx: OpContext): Qb {
    if (r.asOf) return this.atEnds(r, ctx);
    const qb = this.source(r, ctx);
    const label = this.periodLabel(r, ctx);
    const keys: Array<[string, string]> = [...(label ? [[label, 'periodLabel'] as [string, string]] : []), ...dimensionColumns(r)];
    return grouping(r, qb, keys, Object.entries(r.measures).map(([name, c]) => [c.sql, name]));
  }

  // A head count at each period end, in two steps so the database groups each source row once, not once
  // for every end it was current at: first cohorts of rows alike in their dimensions and in the ends
  // they span (from the first end on or after the start to the last before the end: width_bucket finds
  // them in the sorted ends), then each cohort counted at the ends it spans. Measures must add up.
  private atEnds(r: Report, ctx: OpContext): Qb {
    const { start, end } = r.asOf!;
    const cohorts = this.source(r, ctx)
      .select(`width_bucket(${start} - 1, CAST(:rpEnds AS date[]))`, 'fromEnd')
      .addSelect(`COALESCE(width_bucket(${end} - 1, CAST(:rpEnds AS date[])), :rpEndCount)`, 'toEnd');
    const dims = dimensionColumns(r);
    for (const [sql, name] of [...dims, ...Object.entries(r.measures).map(([name, c]) => [c.sql, name])]) cohorts.addSelect(sql, name);
    ['fromEnd', 'toEnd', ...dims.map(([, name]) => name)].forEach((k, i) => (i ? cohorts.addGroupBy(`"${k}"`) : cohorts.groupBy(`"${k}"`)));
    // strings starting with "(" are sub-selects to TypeORM (any other name it quotes as a table)
    const qb = ctx.manager
      .createQueryBuilder()
      .from(`(${cohorts.getQuery()})`, 'x')
      .innerJoin('(SELECT * FROM unnest(CAST(:rpEnds AS date[]), CAST(:rpLabels AS text[])) WITH ORDINALITY AS e(day, label, k))', 'p', 'p.k > x."fromEnd" AND p.k <= x."toEnd"')
      .setParameters(cohorts.getParameters());
    // grouped by the end's number, not by its label and day: comparing text (the database's collation)
    // to sort the cohorts of every end was a third of the statement; each end has one label and one day
    const dimKeys = dims.map(([, name]) => [`x."${name}"`, name] as [string, string]);
    const keys: Array<[string, string]> = [['min(p.label)', 'periodLabel'], [`to_char(min(p.day), 'YYYY-MM-DD')`, 'asOf'], ...dimKeys];
    const sum = (name: string, c: ReportColumn) => `sum(x."${name}")${c.field.type === 'int' ? '::int' : ''}`;
    return grouping(r, qb, keys, Object.entries(r.measures).map(([name, c]) => [sum(name, c), name]), ['p.k', ...dimKeys.map(([, name]) => `"${name}"`)]);
  }

  // A list of records: each dimension and measure a column of its row, in the declared order.
  records(r: Report, ctx: OpContext): KeyedList {
    const qb = this.source(r, ctx).select(r.records!.id, 'id');
    for (const [name, c] of [...Object.entries(r.dimensions), ...Object.entries(r.measures)]) {
      qb.addSelect(c.sql, name);
      if (c.labelSql) qb.addSelect(c.labelSql, `${name}Label`);
    }
    const k = r.records!;
    return { qb, key: k.key, keyAlias: k.keyColumn, id: k.id, desc: !!k.desc };
  }

  // The declared filters the caller sent, on their SQL: dimensions that filter, and filter-only columns.
  private filter(r: Report, ctx: OpContext, qb: Qb): void {
    const body = bodyValues(ctx.body);
    const errors: FieldError[] = [];
    const columns: Array<[string, ReportColumn]> = [...Object.entries(r.dimensions), ...Object.entries(r.filters ?? {})].filter(([, c]) => c.field.filter);
    columns.forEach(([name, c], i) => {
      const v = Object.hasOwn(body, name) ? body[name] : undefined;
      if (emptyFilter(c.field, v)) return;
      const checked = checkFilter(c.field, v);
      if (checked.reason) return void errors.push(fieldError(name, c.field, checked.reason));
      const p = `rf${i}`;
      switch (c.field.filter) {
        case 'in':
          qb.andWhere(`${c.sql} IN (:...${p})`, { [p]: Array.isArray(checked.value) ? checked.value : [checked.value] });
          break;
        case 'range': {
          const [from, to] = checked.value as unknown[];
          if (from !== null) qb.andWhere(`${c.sql} >= :${p}a`, { [`${p}a`]: from });
          if (to !== null) qb.andWhere(`${c.sql} <= :${p}b`, { [`${p}b`]: to });
          break;
        }
        default:
          qb.andWhere(`${c.sql} = :${p}`, { [p]: checked.value });
      }
    });
    if (errors.length) throw validationError(errors);
  }
}

// The dimensions' output columns, each after its sort value's (if it has one), in order.
function dimensionColumns(r: Report): Array<[string, string]> {
  return Object.entries(r.dimensions).flatMap(([name, c]) => [...(c.sortSql ? [[c.sortSql, sortColumn(name)] as [string, string]] : []), [c.sql, name] as [string, string]]);
}

// SELECT the keys and measures, GROUP BY the keys and ORDER BY them (the period, then each dimension
// after its sort value), or as declared. By output name: TypeORM moves column selections before
// expressions, so positions are unreliable.
// `groupBy`: what the rows are grouped by when not the keys themselves (keys worked out of it).
function grouping(r: Report, qb: Qb, keys: Array<[string, string]>, measures: Array<[string, string]>, groupBy = keys.map(([, k]) => `"${k}"`)): Qb {
  const select = [...keys, ...measures];
  qb.select(select[0][0], select[0][1]);
  for (const [sql, name] of select.slice(1)) qb.addSelect(sql, name);
  groupBy.forEach((g, i) => (i ? qb.addGroupBy(g) : qb.groupBy(g)));
  const dimension = (name: string) => (Object.hasOwn(r.dimensions, name) ? r.dimensions[name] : undefined);
  const order: NonNullable<Report['order']> = r.order ?? keys.map(([, name]) => ({ name, nullsFirst: (dimension(name) ?? dimension(name.replace(/Sort$/, '')))?.nullsFirst }));
  order.forEach((o, i) => {
    const args = [o.name, o.desc ? 'DESC' : 'ASC', o.nullsFirst ? 'NULLS FIRST' : 'NULLS LAST'] as const;
    if (i) qb.addOrderBy(...args);
    else qb.orderBy(...args);
  });
  return qb;
}

// A dimension's sort value rides as an output column (grouped exports go on by output columns) and is
// dropped from the rows answered.
export const sortColumn = (name: string) => `${name}Sort`;
