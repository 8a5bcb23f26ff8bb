import type { DataSource } from 'typeorm';
import { SysUser } from '../../server/src/core/auth/sys-user.entity';
import type { ResourceDef } from '../../server/src/core/resource/define-resource';
import { MAX_ARRAY_ITEMS } from '../../server/src/core/resource/field-validator';
import { applyFilters, applySort, MAX_KEYWORD, MAX_PAGE_SIZE, readPaging } from '../../server/src/core/resource/list-query';
import { offlineDataSource, orderOf, whereOf } from './support/offline-data-source';
import { validationFields } from './support/validation-errors';

const def: ResourceDef = {
  name: 'TestUser',
  label: { zh: '用户', en: 'User' },
  entity: SysUser,
  fields: {
    username: { type: 'string', label: { zh: '账号', en: 'Account' }, filter: 'like' },
    name: { type: 'string', label: { zh: '姓名', en: 'Name' }, filter: 'eq' },
    status: { type: 'dict', dict: 'userStatus', label: { zh: '状态', en: 'Status' }, filter: 'in' },
    deptId: { type: 'ref', ref: 'SysDept', label: { zh: '部门', en: 'Department' }, filter: 'in' },
    gmtEntry: { type: 'date', label: { zh: '入职日期', en: 'Entry date' }, filter: 'range' },
    overtimeHours: { type: 'number', label: { zh: '加班', en: 'Overtime' }, filter: 'range', sortable: false },
    email: { type: 'string', label: { zh: '邮箱', en: 'Email' } }, // no filter: never applied
    remark: { type: 'text', label: { zh: '备注', en: 'Remark' } },
    enName: { type: 'json', label: { zh: '英文名', en: 'English name' } },
  },
  keyword: ['username', 'name'],
};

// The field errors a call throws: [field, reason] pairs, or 'no error'.
function fieldsOf(fn: () => void): Array<[string, string]> | 'no error' {
  const fields = validationFields(fn);
  return fields === 'no error' ? fields : fields.map((f) => [f.field, f.reason]);
}

describe('list query', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = await offlineDataSource([SysUser]);
  });
  const qb = () => ds.createQueryBuilder(SysUser, 't').select('t.id');
  const filtered = (body: Record<string, unknown>, d: ResourceDef = def) => {
    const q = qb();
    applyFilters(q, d, body);
    return whereOf(q);
  };

  describe('filters', () => {
    it('adds nothing when no declared filter is given', () => {
      expect(filtered({})).toEqual({ where: null, params: [] });
      expect(filtered({ username: '', deptId: null, email: 'a@b.cn', unknown: 1 })).toEqual({ where: null, params: [] });
    });

    // issue 19: read literally an empty list selects nothing, and reports that passed one to SQL answered 500
    it('refuses an empty array on any filter (minItems), unless the field accepts one as no filter', () => {
      expect(fieldsOf(() => filtered({ status: [], deptId: [], gmtEntry: [], name: [], username: [] }))).toEqual([
        ['username', 'minItems'],
        ['name', 'minItems'],
        ['status', 'minItems'],
        ['deptId', 'minItems'],
        ['gmtEntry', 'minItems'],
      ]);
      const lenient: ResourceDef = { ...def, fields: { ...def.fields, status: { ...def.fields.status, acceptEmpty: true } } };
      expect(filtered({ status: [] }, lenient)).toEqual({ where: null, params: [] });
    });

    it(`takes at most ${MAX_ARRAY_ITEMS} values in one filter, counted before any is read`, () => {
      const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
      expect(filtered({ deptId: ids(MAX_ARRAY_ITEMS) }).params).toHaveLength(MAX_ARRAY_ITEMS);
      expect(fieldsOf(() => filtered({ deptId: ids(MAX_ARRAY_ITEMS + 1) }))).toEqual([['deptId', 'maxItems']]);
      expect(fieldsOf(() => filtered({ deptId: [...ids(MAX_ARRAY_ITEMS), 'x'] }))).toEqual([['deptId', 'maxItems']]);
      expect(fieldsOf(() => filtered({ deptId: [1, 'x'] }))).toEqual([['deptId', 'type']]);
    });

    it('compares eq filters with one parameter', () => {
      expect(filtered({ name: ' 张伟 ' })).toEqual({ where: '"t"."name" = $1', params: ['张伟'] });
    });

    it('searches like filters case-insensitively, escaping % _ and backslash', () => {
      expect(filtered({ username: 'zhang' })).toEqual({ where: `"t"."username" ILIKE $1 ESCAPE '\\'`, params: ['%zhang%'] });
      expect(filtered({ username: '50%_a\\b' }).params).toEqual(['%50\\%\\_a\\\\b%']);
    });

    it('searches with plain LIKE when the search has no letter with a case', () => {
      expect(filtered({ username: '张' }).where).toBe(`"t"."username" LIKE $1 ESCAPE '\\'`);
      expect(filtered({ username: '0532-' }).where).toBe(`"t"."username" LIKE $1 ESCAPE '\\'`);
      expect(filtered({ username: '张Z' }).where).toBe(`"t"."username" ILIKE $1 ESCAPE '\\'`);
      expect(filtered({ username: 'ß' }).where).toBe(`"t"."username" ILIKE $1 ESCAPE '\\'`);
    });

    it('takes in filters as one value or a list', () => {
      expect(filtered({ deptId: 3 })).toEqual({ where: '"t"."dept_id" IN ($1)', params: [3] });
      expect(filtered({ deptId: [3, 4] })).toEqual({ where: '"t"."dept_id" IN ($1, $2)', params: [3, 4] });
      expect(filtered({ status: ['1', 2] }).params).toEqual(['1', '2']);
    });

    it('takes range filters with either end open', () => {
      expect(filtered({ gmtEntry: ['2024-01-01', '2024-12-31'] })).toEqual({
        where: '"t"."gmt_entry" >= $1 AND "t"."gmt_entry" <= $2',
        params: ['2024-01-01', '2024-12-31'],
      });
      expect(filtered({ gmtEntry: ['2024-01-01', null] })).toEqual({ where: '"t"."gmt_entry" >= $1', params: ['2024-01-01'] });
      expect(filtered({ gmtEntry: ['', '2024-12-31'] })).toEqual({ where: '"t"."gmt_entry" <= $1', params: ['2024-12-31'] });
      expect(filtered({ gmtEntry: [null, null] })).toEqual({ where: null, params: [] });
      expect(filtered({ overtimeHours: [0, 8.5] }).params).toEqual([0, 8.5]);
    });

    it('reads filters flat or under `filters`, the latter winning', () => {
      expect(filtered({ filters: { name: 'a' } }).params).toEqual(['a']);
      expect(filtered({ name: 'flat', filters: { name: 'nested' } }).params).toEqual(['nested']);
    });

    it('combines filters with AND, each with its own parameter', () => {
      const r = filtered({ name: 'a', deptId: [1], gmtEntry: ['2024-01-01', null] });
      expect(r.where).toBe('"t"."name" = $1 AND "t"."dept_id" IN ($2) AND "t"."gmt_entry" >= $3');
      expect(r.params).toEqual(['a', 1, '2024-01-01']);
    });

    it('names every field whose value is wrong, in one error', () => {
      expect(fieldsOf(() => filtered({ name: 5, deptId: [1, 'x'], gmtEntry: ['2024-13-01', null], status: 'x'.repeat(65) }))).toEqual([
        ['name', 'type'],
        ['status', 'type'],
        ['deptId', 'type'],
        ['gmtEntry', 'format'],
      ]);
    });

    it('refuses a range that is not a pair', () => {
      expect(fieldsOf(() => filtered({ gmtEntry: '2024-01-01' }))).toEqual([['gmtEntry', 'format']]);
      expect(fieldsOf(() => filtered({ gmtEntry: ['2024-01-01'] }))).toEqual([['gmtEntry', 'format']]);
      expect(fieldsOf(() => filtered({ gmtEntry: ['2024-01-01', '2024-02-01', '2024-03-01'] }))).toEqual([['gmtEntry', 'format']]);
    });

    it('refuses NUL in a filter value', () => {
      expect(fieldsOf(() => filtered({ username: 'a\u0000b' }))).toEqual([['username', 'control']]);
    });
  });

  describe('keyword', () => {
    it('searches every keyword field with one escaped pattern', () => {
      expect(filtered({ keyword: ' 5%_ ' })).toEqual({
        where: '("t"."username" LIKE $1 OR "t"."name" LIKE $1)',
        params: ['%5\\%\\_%'],
      });
    });

    it('ignores an empty or blank keyword, and any keyword where none is declared', () => {
      expect(filtered({ keyword: '' }).where).toBeNull();
      expect(filtered({ keyword: '   ' }).where).toBeNull();
      expect(filtered({ keyword: 'x' }, { ...def, keyword: undefined }).where).toBeNull();
    });

    it(`is bounded to ${MAX_KEYWORD} characters`, () => {
      expect(filtered({ keyword: 'k'.repeat(MAX_KEYWORD) }).params).toEqual([`%${'k'.repeat(MAX_KEYWORD)}%`]);
      expect(fieldsOf(() => filtered({ keyword: 'k'.repeat(MAX_KEYWORD + 1) }))).toEqual([['keyword', 'max']]);
    });

    it('refuses NUL and what is not text', () => {
      expect(fieldsOf(() => filtered({ keyword: 'a\u0000' }))).toEqual([['keyword', 'control']]);
      expect(fieldsOf(() => filtered({ keyword: 12 }))).toEqual([['keyword', 'type']]);
      expect(fieldsOf(() => filtered({ keyword: ['a'] }))).toEqual([['keyword', 'type']]);
    });

    it('reports a wrong keyword together with wrong filters', () => {
      expect(fieldsOf(() => filtered({ name: 1, keyword: 'k'.repeat(MAX_KEYWORD + 1) }))).toEqual([
        ['name', 'type'],
        ['keyword', 'max'],
      ]);
    });
  });

  describe('paging', () => {
    it('defaults to the first page of 10', () => {
      expect(readPaging({})).toEqual({ pageNum: 1, pageSize: 10 });
      expect(readPaging({ pageNum: null, pageSize: undefined })).toEqual({ pageNum: 1, pageSize: 10 });
    });

    it(`takes page sizes from 1 to ${MAX_PAGE_SIZE}`, () => {
      expect(readPaging({ pageNum: 3, pageSize: MAX_PAGE_SIZE })).toEqual({ pageNum: 3, pageSize: MAX_PAGE_SIZE });
      expect(readPaging({ pageSize: 1 }).pageSize).toBe(1);
      // too large is told as such (the limit), not as a type the caller did send
      expect(fieldsOf(() => readPaging({ pageSize: MAX_PAGE_SIZE + 1 }))).toEqual([['pageSize', 'max']]);
    });

    it('refuses what is not a positive whole number, naming each field', () => {
      for (const bad of [1.5, '2', NaN, Infinity, true, [1]]) {
        expect([bad, fieldsOf(() => readPaging({ pageNum: bad }))]).toEqual([bad, [['pageNum', 'type']]]);
      }
      for (const bad of [0, -1]) {
        expect([bad, fieldsOf(() => readPaging({ pageNum: bad }))]).toEqual([bad, [['pageNum', 'min']]]);
      }
      expect(fieldsOf(() => readPaging({ pageNum: 0, pageSize: 0 }))).toEqual([
        ['pageNum', 'min'],
        ['pageSize', 'min'],
      ]);
      expect(fieldsOf(() => readPaging({ pageNum: 1_000_001 }))).toEqual([['pageNum', 'max']]);
    });
  });

  describe('sort', () => {
    const sorted = (sort: unknown, d: ResourceDef = def) => {
      // no narrowed select: TypeORM would write a selected column in ORDER BY as its alias ("t_id")
      const q = ds.createQueryBuilder(SysUser, 't');
      applySort(q, d, sort);
      return orderOf(q);
    };

    it('sorts by a declared field in every accepted form, the id breaking ties', () => {
      expect(sorted('username')).toBe('"t"."username" ASC NULLS FIRST, "t"."id" ASC');
      expect(sorted('-gmtEntry')).toBe('"t"."gmt_entry" DESC NULLS LAST, "t"."id" DESC');
      expect(sorted('gmtEntry desc')).toBe('"t"."gmt_entry" DESC NULLS LAST, "t"."id" DESC');
      expect(sorted({ field: 'name', order: 'descend' })).toBe('"t"."name" DESC NULLS LAST, "t"."id" DESC');
      expect(sorted({ field: 'name', order: 'ascend' })).toBe('"t"."name" ASC NULLS FIRST, "t"."id" ASC');
    });

    it('sorts by the system columns though they are not declared', () => {
      // never null: no NULLS clause, so an index on the column gives the order
      expect(sorted('-createdAt')).toBe('"t"."created_at" DESC, "t"."id" DESC');
      // the tie-breaker on the same column takes its place (TypeORM keys ORDER BY by column)
      expect(sorted('-id')).toBe('"t"."id" DESC');
    });

    it('falls back to the default sort, then to the id', () => {
      expect(sorted(undefined, { ...def, defaultSort: '-gmtEntry' })).toBe('"t"."gmt_entry" DESC NULLS LAST, "t"."id" DESC');
      expect(sorted('  ', { ...def, defaultSort: 'name' })).toBe('"t"."name" ASC NULLS FIRST, "t"."id" ASC');
      expect(sorted(undefined)).toBe('"t"."id" ASC');
    });

    it("refuses names that are not the resource's own sortable fields", () => {
      for (const bad of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'email2', 'passwordHash', 'overtimeHours', 'remark', 'enName']) {
        expect([bad, fieldsOf(() => sorted(bad))]).toEqual([bad, [['sort', 'format']]]);
      }
    });

    it('refuses what is not a sort', () => {
      for (const bad of ['name; DROP TABLE x', 'a b c', 'x'.repeat(101), { field: 'a.b' }, { field: 1 }, ['name']]) {
        expect(fieldsOf(() => sorted(bad))).toEqual([['sort', 'format']]);
      }
    });
  });
});
