import { Injectable, StreamableFile } from '@nestjs/common';
import { DataSource, EntityManager, EntityMetadata, In, ObjectLiteral, QueryFailedError, SelectQueryBuilder } from 'typeorm';
import { applyDataScope } from '../access/data-scope';
import { assertOwnProfileOnly } from '../access/own-row';
import { WriteScope } from '../access/write-scope';
import { diffFields, writeAudit } from '../audit/audit';
import { AppException } from '../errors/app.exception';
import { exportColumns, streamXlsx } from '../files/xlsx-stream';
import { checkDateOrder, checkValue, fieldError, MAX_ARRAY_ITEMS, validateInput, validationError } from './field-validator';
import { selectExported } from './export-select';
import { checkDictsAndRefs, checkParent } from './write-checks';
import { After, keysetBatches, namedBinder } from './keyset';
import { applyFilters, applySort, readPaging } from './list-query';
import type { ListResult, OpContext } from './op-context';
import type { ResourceDef } from './define-resource';
import { ResourceRegistry } from './resource-registry';
import type { FieldDecl } from './resource.types';
import type { Row } from './row';

// rows a statement of an export reads: 2,000 (as report exports) rather than 500 made a quarter of the
// round trips, each of which waits its turn on a busy machine, for some 5 MB more while it streams
const EXPORT_BATCH = 2000;
const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy'];

// The standard operations, once, for every declared resource.
@Injectable()
export class CrudService {
  private readonly writeScope: WriteScope;

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly dataSource: DataSource,
  ) {
    this.writeScope = new WriteScope((n) => this.registry.resource(n));
  }

  private entity(ctx: OpContext) {
    if (!ctx.resource.entity) throw new Error(`${ctx.resource.name} has no entity`);
    return ctx.resource.entity;
  }

  private meta(ctx: OpContext): EntityMetadata {
    return ctx.manager.connection.getMetadata(this.entity(ctx));
  }

  // The rows the caller may see (of those the resource has): the base of list, read, write and export.
  scopedQuery(ctx: OpContext, manager: EntityManager = ctx.manager): SelectQueryBuilder<ObjectLiteral> {
    const qb = manager.createQueryBuilder(this.entity(ctx), 't');
    for (const [field, values] of Object.entries(ctx.resource.where ?? {})) qb.andWhere(`t.${field} IN (:...where_${field})`, { [`where_${field}`]: values });
    for (const x of ctx.resource.extensions ?? []) qb.leftJoinAndMapOne(`t.${x.alias}`, x.entity, x.alias, `${x.alias}.${x.key} = t.id`);
    return applyDataScope(qb, ctx.resource, ctx.user, (n) => this.registry.resource(n));
  }

  // Rows of scopedQuery with the extensions' fields set on them as the resource's own.
  private async rowsOf(ctx: OpContext, qb: SelectQueryBuilder<ObjectLiteral>): Promise<Row[]> {
    return this.joinExtensions(ctx, (await qb.getMany()) as Row[]);
  }

  private joinExtensions(ctx: OpContext, rows: Row[]): Row[] {
    for (const x of ctx.resource.extensions ?? []) {
      for (const r of rows) {
        const part = r[x.alias] as Row | null | undefined;
        delete r[x.alias];
        for (const f of Object.keys(x.fields)) r[f] = part ? part[f] : null;
      }
    }
    return rows;
  }

  // The extensions' share of a write, in their own tables: a row for every extended row (made with the
  // row, so defaults hold), changed when the input names its fields. Answers the values as stored.
  private async writeExtensions(ctx: OpContext, id: unknown, input: Row, creating: boolean): Promise<Row> {
    const stored: Row = {};
    for (const x of ctx.resource.extensions ?? []) {
      const repo = ctx.manager.getRepository(x.entity);
      let values = Object.fromEntries(Object.keys(x.fields).filter((f) => f in input).map((f) => [f, input[f]]));
      // An extended row made before the extension's row (an account made without the staff screen) reads
      // its fields empty, and an edit form sends them back so: that is no change, not an emptying. The
      // row is then made from the values given, the columns' defaults holding for the rest (as had it been
      // made with the row), or not at all; writing those nulls failed on a NOT NULL column (issue 19 §5).
      if (!creating && Object.values(values).some((v) => v === null) && !(await repo.existsBy({ [x.key]: id }))) {
        values = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
      }
      if (!creating && !Object.keys(values).length) continue;
      await this.save(ctx, () => repo.upsert({ ...values, [x.key]: id }, [x.key]));
      const row = (await repo.findOneBy({ [x.key]: id })) as Row;
      for (const f of Object.keys(x.fields)) stored[f] = row[f];
    }
    return stored;
  }

  async getList(ctx: OpContext): Promise<ListResult<Row>> {
    const { pageNum, pageSize } = readPaging(ctx.body);
    const qb = this.scopedQuery(ctx);
    applyFilters(qb, ctx.resource, ctx.body);
    await this.registry.runHooks(ctx, 'getList', 'query', { qb, body: ctx.body });
    // count(*) of the filtered rows rather than TypeORM's count(DISTINCT id): a list reads one table,
    // so rows are distinct already, and the plain count can be answered from a partial index
    const count = qb.clone().select('count(*)::int', 'n');
    applySort(qb, ctx.resource, ctx.body.sort);
    // the count rides on the page's statement, so a list is one round trip to the database (each one
    // costs more here than either read); only a page past the end asks for the count on its own
    const offset = (pageNum - 1) * pageSize;
    const { entities, raw } = await pageOf(qb, offset, pageSize).addSelect(`(${count.getQuery()})`, 'list_total').getRawAndEntities();
    const total = raw.length ? Number(raw[0].list_total) : offset ? (await count.getRawOne<{ n: number }>())!.n : 0;
    return { list: await this.present(ctx, this.joinExtensions(ctx, entities as Row[])), total };
  }

  async getById(ctx: OpContext): Promise<Row[]> {
    const row = await this.load(ctx, ctx.body.id);
    return this.present(ctx, [row]);
  }

  // `server`: values the server sets itself (read-only fields such as a stint's promotion date), taken
  // after the caller's input has been validated.
  async insert(ctx: OpContext, server: Row = {}): Promise<Row[]> {
    const sent = validateInput(ctx.resource.fields, ctx.body, 'insert');
    const input = { ...sent, ...server };
    await checkDictsAndRefs(ctx, this.registry, input);
    await checkParent(ctx, this.registry, input);
    checkDateOrder(ctx.resource.fields, ctx.resource.dateOrder, input);
    await this.writeScope.assert(ctx.manager, ctx.resource, ctx.user, input);
    await this.registry.runHooks(ctx, 'insert', 'before', { input });
    // after the hooks, so their own refusals (one's own roles, status) keep their words
    assertOwnProfileOnly(ctx.resource, ctx.user, ctx.lang, sent, null);
    const repo = ctx.manager.getRepository(this.entity(ctx));
    const record = repo.create(this.columnsOnly(ctx, input)) as Row;
    if (ctx.user) {
      record.createdBy = ctx.user.userId;
      record.updatedBy = ctx.user.userId;
      const meta = this.meta(ctx);
      if (ctx.resource.scope?.dept && record[ctx.resource.scope.dept] == null && meta.findColumnWithPropertyName(ctx.resource.scope.dept)) {
        record[ctx.resource.scope.dept] = ctx.user.deptId;
      }
    }
    const saved = (await this.save(ctx, () => repo.save(record))) as Row;
    Object.assign(saved, await this.writeExtensions(ctx, saved.id, input, true));
    await this.registry.runHooks(ctx, 'insert', 'after', { record: saved, input });
    await writeAudit(ctx, 'insert', saved.id, diffFields(ctx.resource.fields, null, { ...saved, ...input }));
    return this.present(ctx, [saved]);
  }

  async update(ctx: OpContext, server: Row = {}): Promise<Row[]> {
    const current = await this.load(ctx, ctx.body.id, true);
    const sentVersion = ctx.body.version;
    if (sentVersion !== undefined && sentVersion !== null) {
      if (typeof sentVersion !== 'number') throw validationError([fieldError('version', { type: 'int', label: { zh: '版本', en: 'Version' } }, 'type')]);
      if (sentVersion !== current.version) throw new AppException('StaleVersion');
    }
    const sent = validateInput(ctx.resource.fields, ctx.body, 'update', current);
    const input = { ...sent, ...server };
    if (!Object.keys(input).length) throw nothingWritable(ctx.resource.fields, ctx.body, ctx.lang);
    await checkDictsAndRefs(ctx, this.registry, input);
    await checkParent(ctx, this.registry, input, current);
    checkDateOrder(ctx.resource.fields, ctx.resource.dateOrder, { ...current, ...input });
    await this.writeScope.assert(ctx.manager, ctx.resource, ctx.user, input, current);
    const before = { ...current };
    await this.registry.runHooks(ctx, 'update', 'before', { input, current });
    assertOwnProfileOnly(ctx.resource, ctx.user, ctx.lang, sent, before);
    const repo = ctx.manager.getRepository(this.entity(ctx));
    Object.assign(current, this.columnsOnly(ctx, input));
    if (ctx.user) current.updatedBy = ctx.user.userId;
    const saved = (await this.save(ctx, () => repo.save(current))) as Row;
    Object.assign(saved, await this.writeExtensions(ctx, saved.id, input, false));
    await this.registry.runHooks(ctx, 'update', 'after', { record: saved, before, input });
    await writeAudit(ctx, 'update', saved.id, diffFields(ctx.resource.fields, before, { ...saved, ...input }));
    return this.present(ctx, [saved]);
  }

  async delete(ctx: OpContext): Promise<Row[]> {
    const ids = readIds(ctx.body);
    await this.registry.runHooks(ctx, 'delete', 'lock', { ids });
    const rows: Row[] = [];
    for (const id of ids) rows.push(await this.load(ctx, id, true));
    for (const row of rows) await this.writeScope.assert(ctx.manager, ctx.resource, ctx.user, null, row);
    await this.registry.runHooks(ctx, 'delete', 'before', { records: rows });
    const repo = ctx.manager.getRepository(this.entity(ctx));
    await this.save(ctx, () => repo.delete(ids));
    for (const x of ctx.resource.extensions ?? []) await ctx.manager.getRepository(x.entity).delete({ [x.key]: In(ids) });
    await this.registry.runHooks(ctx, 'delete', 'after', { records: rows });
    for (const row of rows) await writeAudit(ctx, 'delete', row.id, diffFields(ctx.resource.fields, row, null));
    return ids.map((id) => ({ id }));
  }

  // Streams the filtered list as xlsx in batches, so 100,000 rows never sit in memory at once. Each
  // batch starts after the last row's key (the sort, then the id): reading by OFFSET read the first rows
  // again for every batch, and the export of all seafarers took 14.8 s instead of 6.
  async export(ctx: OpContext): Promise<StreamableFile> {
    const def = ctx.resource;
    const columns = exportColumns(def.fields);
    const base = this.scopedQuery(ctx);
    const hydrate = selectExported(ctx, base, columns);
    applyFilters(base, def, ctx.body);
    await this.registry.runHooks(ctx, 'export', 'query', { qb: base, body: ctx.body });
    const parts = applySort(base, def, ctx.body.sort);
    // the rows carry the sheet's columns and the id only
    const carried = new Set(['id', ...columns.map(([name]) => name)]);
    const present = async (rows: Row[]) => this.nameRefs(ctx, columns, await this.present(ctx, rows, carried));
    // each key's value as text, so a timestamp keeps its microseconds (a Date would drop them)
    const keys = parts.map((_, i) => `export_key${i}`);
    const read = async (after: After) => {
      const qb = base.clone();
      if (after) {
        const params: Record<string, unknown> = {};
        qb.andWhere(after(namedBinder(params, 'export_after')), params);
      }
      const page = pageOf(qb, 0, EXPORT_BATCH);
      parts.forEach((p, i) => page.addSelect(`(${p.expr})::text`, keys[i]));
      const raw: Row[] = await page.getRawMany();
      return { rows: raw.map(hydrate), last: raw.length ? keys.map((k) => raw[raw.length - 1][k]) : [] };
    };
    return streamXlsx({
      name: def.name,
      label: def.label,
      columns,
      lang: ctx.lang,
      manager: ctx.manager,
      batches: async function* () {
        for await (const batch of keysetBatches(EXPORT_BATCH, read, parts, (b) => b.last, (b) => b.rows.length)) yield await present(batch.rows);
      },
    });
  }

  // A sheet is read by people: references show the referenced row's label (a shipowner's name), not its
  // id. Changes the rows given (exports, the résumé).
  async nameRefs(ctx: OpContext, columns: Array<[string, FieldDecl]>, rows: Row[]): Promise<Row[]> {
    for (const [name, f] of columns) {
      const target = f.type === 'ref' && f.ref && f.refLabel ? this.registry.resource(f.ref) : undefined;
      if (!target?.entity) continue;
      const labels = await this.labelsOf(ctx, target, f.refLabel!, rows.map((r) => r[name]), ctx.lang);
      for (const r of rows) if (typeof r[name] === 'number') r[name] = labels.get(r[name] as number) ?? r[name];
    }
    return rows;
  }

  // One row within the caller's data scope, locked for update inside write operations. R: the row type
  // of ctx.resource (RowOf), which the caller names.
  async load<R extends object = Row>(ctx: OpContext, rawId: unknown, lock = false): Promise<R> {
    const idField: FieldDecl = { type: 'ref', label: { zh: '编号', en: 'Id' } };
    if (rawId == null) throw validationError([fieldError('id', idField, 'required')]);
    const checked = checkValue(idField, rawId);
    if (checked.reason) throw validationError([fieldError('id', idField, checked.reason)]);
    const qb = this.scopedQuery(ctx).andWhere('t.id = :id', { id: rawId });
    // the extensions' rows are not locked: PostgreSQL refuses FOR UPDATE on the nullable side of an
    // outer join, and they change only with the extended row, which is
    if (lock) qb.setLock('pessimistic_write', undefined, ['t']);
    const [row] = await this.rowsOf(ctx, qb);
    if (!row) throw new AppException('NotFound');
    return row as R;
  }

  // Rows as the API answers them: declared fields and system columns, never secrets. `carried`: the
  // fields the rows hold when they hold only some (an export's columns): the others are not looked at.
  async present(ctx: OpContext, rows: Row[], carried?: ReadonlySet<string>): Promise<Row[]> {
    const fields = ctx.resource.fields;
    // the answered fields once for all rows, not once a row (an export presents 100,000)
    const shown = Object.entries(fields).filter(([name, f]) => !f.secret && f.type !== 'password' && (!carried || carried.has(name)));
    const out = rows.map((r) => {
      const o: Row = {};
      for (const k of SYSTEM_FIELDS) if (k in r) o[k] = r[k];
      for (const [name, f] of shown) {
        // an entity has every declared property, undefined when its column was not read (an export
        // reads only the columns it writes); JSON leaves undefined out, so only copying it would cost
        const v = r[name];
        if (v === undefined) continue;
        // pg hands numeric columns over as text; a declared number goes back as a number (money stays
        // text: a double cannot hold 15 integer digits and 4 decimals exactly)
        o[name] = f.type === 'number' && typeof v === 'string' ? Number(v) : v;
      }
      return o;
    });
    await this.labelLargeRefs(ctx, out);
    await this.registry.runHooks(ctx, 'read', 'read', { rows: out });
    // a picker's slim rows carry the picked fields and nothing a hook may have added
    if (ctx.resource.pickOnly) return out.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k === 'id' || Object.hasOwn(fields, k))));
    return out;
  }

  // A reference to a large resource cannot be named by the page from a picker's list: the row brings
  // the label along (<field>Label), one query per such field for the whole page.
  private async labelLargeRefs(ctx: OpContext, rows: Row[]) {
    for (const [name, f] of Object.entries(ctx.resource.fields)) {
      const target = f.type === 'ref' && f.refLabel ? this.registry.resource(f.ref!) : undefined;
      if (!target?.large || !target.entity) continue;
      const labels = await this.labelsOf(ctx, target, f.refLabel!, rows.map((r) => r[name]), ctx.lang);
      for (const r of rows) if (typeof r[name] === 'number') r[`${name}Label`] = labels.get(r[name] as number) ?? null;
    }
  }

  // `lang` en: a name has its English form where the row has one (enName), as a sheet read in English
  // named departments before reports were declared, and a list names seafarers (issue 21)
  private async labelsOf(ctx: OpContext, def: ResourceDef, field: string, values: unknown[], lang?: OpContext['lang']): Promise<Map<number, unknown>> {
    const ids = [...new Set(values.filter((v): v is number => typeof v === 'number'))];
    const meta = ctx.manager.connection.getMetadata(def.entity!);
    const column = meta.findColumnWithPropertyName(field)?.databaseName;
    if (!ids.length || !column) return new Map();
    // the field declared as its English form (crew's `enname`), else the usual `enName` of a name
    const english = Object.entries(def.fields).find(([, d]) => d.englishOf === field)?.[0] ?? (field === 'name' ? 'enName' : undefined);
    const en = lang === 'en' && english ? meta.findColumnWithPropertyName(english)?.databaseName : undefined;
    const label = en ? `COALESCE(NULLIF("${en}", ''), "${column}")` : `"${column}"`;
    const found: Array<{ id: number; label: unknown }> = await ctx.manager.query(`SELECT id, ${label} AS label FROM ${meta.tablePath} WHERE id = ANY($1)`, [ids]);
    return new Map(found.map((x) => [x.id, x.label]));
  }

  private columnsOnly(ctx: OpContext, input: Row): Row {
    const meta = this.meta(ctx);
    return Object.fromEntries(Object.entries(input).filter(([k]) => meta.findColumnWithPropertyName(k)));
  }

  // Unique and foreign-key violations become 409 / 400 with the field named, never SQL.
  private async save<T>(ctx: OpContext, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof QueryFailedError) {
        const code = (e as unknown as { code?: string }).code;
        const detail = String((e as unknown as { detail?: string }).detail ?? '');
        if (code === '23505') {
          const col = /\(([^)]+)\)=/.exec(detail)?.[1] ?? '';
          const field = Object.entries(ctx.resource.fields).find(([n]) => snake(n) === col.split(',')[0].trim());
          if (!field) throw new AppException('Duplicate', { field: col });
          const [name, decl] = field;
          // named in `fields` too, so a form marks the very input
          throw new AppException('Duplicate', { field: decl.label[ctx.lang] }, [
            { field: name, reason: 'unique', message: { zh: `${decl.label.zh} 已存在`, en: `${decl.label.en} already exists` } },
          ]);
        }
        if (code === '23503') throw new AppException(ctx.operation === 'delete' ? 'InUse' : 'MissingRef');
        // an optional field sent empty writes NULL; a column that cannot hold it makes that the caller's
        // mistake (the declaration contract in test/api/declarations-contract.spec.ts lists such fields)
        if (code === '23502') {
          const col = String((e as unknown as { column?: string }).column ?? '');
          const field = Object.entries(ctx.resource.fields).find(([n]) => snake(n) === col);
          if (field) throw validationError([fieldError(field[0], field[1], 'required')]);
        }
      }
      throw e;
    }
  }
}

// An update that would write nothing: name the read-only fields the caller sent, so a client learns
// they are the server's to set, rather than answering "saved" for a change that did not happen.
function nothingWritable(fields: Record<string, FieldDecl>, body: Row, lang: 'zh' | 'en'): AppException {
  const fixed = Object.keys(body).filter((k) => Object.hasOwn(fields, k) && (fields[k].readOnly || fields[k].createOnly));
  if (!fixed.length) return new AppException('NothingToUpdate');
  const names = fixed.map((k) => fields[k].label[lang]).join(lang === 'en' ? ', ' : '、');
  return new AppException('ReadOnlyFields', { fields: names }, fixed.map((k) => ({ field: k, reason: 'readOnly', message: { zh: `${fields[k].label.zh}由系统维护，不能修改`, en: `${fields[k].label.en} is set by the system and cannot be changed` } })));
}

function snake(s: string) {
  return s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function readIds(body: Row): number[] {
  const ids = Array.isArray(body.ids) ? body.ids : body.id !== undefined ? [body.id] : [];
  if (!ids.length) throw new AppException('SelectOne');
  // the standard delete's ids are bounded as every array in a body is (MAX_ARRAY_ITEMS): 200,000 ids
  // were once taken, each loaded and locked in turn
  const idsField: FieldDecl = { type: 'refs', label: { zh: '编号', en: 'Ids' }, max: MAX_ARRAY_ITEMS };
  const reason = checkValue(idsField, ids).reason;
  if (reason) throw validationError([fieldError('ids', idsField, reason)]);
  return [...new Set(ids as number[])];
}

// A page in one statement, ids first: the inner SELECT finds the page's ids by the filters and the order
// alone, which an index holding them answers without reading the table (100,000 staff: 0.7 ms instead
// of 5); the outer reads those rows whole, with their extensions, in the same order. SQL OFFSET and
// LIMIT, not TypeORM's skip/take, which would read the ids with SELECT DISTINCT in a second query as
// soon as a join is present; the only joins here are extensions, one row per extended row at most.
function pageOf(qb: SelectQueryBuilder<ObjectLiteral>, offset: number, limit: number): SelectQueryBuilder<ObjectLiteral> {
  const ids = qb.clone().select('t.id').limit(limit);
  if (offset) ids.offset(offset);
  return qb.andWhere(`t.id IN (${ids.getQuery()})`);
}
