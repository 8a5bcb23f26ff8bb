import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { Entity, getMetadataArgsStorage } from 'typeorm';
import { BaseEntity } from '../../server/src/core/database/base.entity';
import { defineResource, type ResourceDef, type ResourceExtension } from '../../server/src/core/resource/define-resource';
import { declaredFields, Field, fieldsOf } from '../../server/src/core/resource/field.decorator';
import { L } from '../../server/src/core/resource/label';

// Issue 20 §4: a field is written once, on its entity's property (@Field), which makes the column too.
// These fail when a field is written a second time in a declaration, when a declaration's field is no
// column of its table without a reason, and when an entity with a declared resource keeps its fields
// elsewhere.

// Fields that are no column of their entity's table, with the reason (as the declarations contract test
// lists them); a new one needs its reason here.
const NOT_COLUMNS: Record<string, string> = {
  'SysUser.password': 'taken on input only; the hooks hash it into passwordHash',
  'SysUser.roleIds': 'kept in the link table sys_user_role by the hooks',
  'SysRole.menuIds': 'kept in the link table sys_role_menu by the hooks',
  'SysRole.deptIds': 'kept in the link table sys_role_dept by the hooks (custom data rights)',
};

// Every declaration the modules, the workflow layer and core export, found by file name so a new
// module's are checked without being listed here.
const root = path.join(__dirname, '../../server/src');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.resources.ts'));
const exported = files.flatMap((f) => Object.values(require(path.join(root, f)) as Record<string, unknown>));
const flat = exported.flatMap((x) => (Array.isArray(x) ? x : [x])).filter((x): x is object => !!x && typeof x === 'object');
const resources = [...new Set(flat.filter((x): x is ResourceDef => 'name' in x && 'fields' in x && 'label' in x))];
const extensions = [...new Set(flat.filter((x): x is ResourceExtension => 'resource' in x && 'key' in x && 'entity' in x))];
const withEntity = [...resources.filter((d) => d.entity).map((d) => ({ who: d.name, entity: d.entity!, fields: d.fields })), ...extensions.map((x) => ({ who: `extension of ${x.resource}`, entity: x.entity, fields: x.fields }))];

const columnsOf = (entity: Function): Set<string> => {
  const chain: Function[] = [];
  for (let c = entity; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) chain.push(c);
  return new Set(getMetadataArgsStorage().columns.filter((c) => chain.includes(c.target as Function)).map((c) => c.propertyName));
};

describe('one shape per entity', () => {
  it('finds the declarations', () => {
    expect(resources.length).toBeGreaterThan(40);
    expect(withEntity.length).toBeGreaterThan(40);
  });

  it('every resource with an entity takes its fields from the entity’s @Field properties', () => {
    const elsewhere = withEntity
      .filter(({ entity, fields }) => {
        const own = fieldsOf(entity);
        const names = Object.keys(fields);
        return names.length !== Object.keys(own).length || names.some((k) => !Object.hasOwn(own, k));
      })
      .map(({ who, entity }) => `${who} (${entity.name})`);
    expect(elsewhere).toEqual([]);
  });

  it('every declared field is a column of its table, or a listed exception that rows never carry', () => {
    const problems: string[] = [];
    const used = new Set<string>();
    for (const entity of new Set(withEntity.map((w) => w.entity))) {
      const columns = columnsOf(entity);
      // an abstract base is no table, but its class can still be built to see what an instance carries
      const instance = new (entity as new () => object)();
      for (const f of declaredFields(entity)) {
        const key = `${entity.name}.${f.name}`;
        if (columns.has(f.name)) continue;
        if (!(key in NOT_COLUMNS)) problems.push(`${key} is declared but no column`);
        else used.add(key);
        // a loaded row must not carry a field that is not stored: own-row.ts reads "the row has it" as
        // "compare it" (a `declare` property defines nothing on instances)
        if (Object.hasOwn(instance, f.name)) problems.push(`${key} is no column but every row carries it: make it a declare property`);
      }
    }
    expect({ problems, stale: Object.keys(NOT_COLUMNS).filter((k) => !used.has(k)) }).toEqual({ problems: [], stale: [] });
  });

  it('a field written again in a declaration is refused where it is declared', () => {
    @Entity('probe_twice')
    class ProbeTwice extends BaseEntity {
      @Field({ type: 'string', label: L('名称', 'Name'), required: true, max: 64 })
      name: string;
    }
    const again = () => defineResource({ name: 'ProbeTwice', label: L('探针', 'Probe'), entity: ProbeTwice, fields: { name: { type: 'string', label: L('名称', 'Name'), max: 100 } } });
    expect(again).toThrow('ProbeTwice: ProbeTwice declares the fields (@Field); the declaration may only refine them');
    // the one declaration: its field, with the column made from it
    expect(defineResource({ name: 'ProbeTwice', label: L('探针', 'Probe'), entity: ProbeTwice }).fields).toEqual({ name: { type: 'string', label: L('名称', 'Name'), required: true, max: 64 } });
    const column = getMetadataArgsStorage().columns.find((c) => c.target === ProbeTwice && c.propertyName === 'name');
    expect(column?.options).toEqual({ type: 'varchar', length: 64 });
  });
});
