import { applyDataScope } from '../access/data-scope';
import { unknownDictValues } from '../dictionary/dictionary';
import { AppException } from '../errors/app.exception';
import { fieldError, validationError } from './field-validator';
import type { OpContext } from './op-context';
import { ResourceRegistry } from './resource-registry';
import type { Row } from './row';

// What an insert or update checks against other rows before it writes (CrudService): dictionary values
// that exist, references to rows that exist, and the main record a row belongs to.

export async function checkDictsAndRefs(ctx: OpContext, registry: ResourceRegistry, input: Row): Promise<void> {
  const errors = [];
  for (const [name, f] of Object.entries(ctx.resource.fields)) {
    const v = input[name];
    if (f.type !== 'dict' || !f.dict || v == null) continue;
    if ((await unknownDictValues(ctx.manager, f.dict, [String(v)])).length) errors.push(fieldError(name, f, 'enum'));
  }
  if (errors.length) throw validationError(errors);
  await checkRefs(ctx, registry, input);
}

// A row that belongs to another resource's row (scope.via) needs that row first (SPEC §5: "the main
// record must be added first"), and one the caller may see.
export async function checkParent(ctx: OpContext, registry: ResourceRegistry, input: Row, current?: Row): Promise<void> {
  const via = ctx.resource.scope?.via;
  if (!via) return;
  const id = input[via.field] ?? current?.[via.field];
  if (id == null) throw new AppException('MainRecordFirst', {}, [{ field: via.field, reason: 'required' }]);
  if (current && !(via.field in input)) return;
  const parent = registry.resource(via.resource);
  if (!parent?.entity) throw new Error(`${ctx.resource.name}: scope.via names ${via.resource}, which has no entity`);
  const qb = applyDataScope(ctx.manager.createQueryBuilder(parent.entity, 'p'), parent, ctx.user, (n) => registry.resource(n));
  if (!(await qb.andWhere('p.id = :parentId', { parentId: id }).getExists())) throw new AppException('OutOfScope');
}

// A ref must name a row that exists: tables carry no foreign keys, so the declaration is the check.
async function checkRefs(ctx: OpContext, registry: ResourceRegistry, input: Row): Promise<void> {
  const errors = [];
  for (const [name, f] of Object.entries(ctx.resource.fields)) {
    const v = input[name];
    const target = f.ref ? registry.resource(f.ref)?.entity : undefined;
    if (v == null || !target || (f.type !== 'ref' && f.type !== 'refs')) continue;
    const ids = [...new Set((Array.isArray(v) ? v : [v]) as number[])];
    if (!ids.length) continue;
    const table = ctx.manager.connection.getMetadata(target).tablePath;
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1)`, [ids]);
    if (n !== ids.length) errors.push({ field: name, reason: 'ref', message: { zh: `${f.label.zh}不存在`, en: `${f.label.en}: no such record` } });
  }
  if (errors.length) throw new AppException('MissingRef', {}, errors);
}
