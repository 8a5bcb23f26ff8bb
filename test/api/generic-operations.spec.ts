import { downloadSheet } from '../setup/download';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// The standard operations, tested once on a declared resource (SysDept): they are the same code for all.
describe('generic operations', () => {
  let t: TestApp;
  let token: string;
  let parentId: number;
  const tag = uniq('T');

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
    const parent = await t.call('SysDept', 'insert', { name: `${tag}-总部`, deptType: 'company' }, token);
    parentId = parent.body.list[0].id;
    for (let i = 1; i <= 12; i++) {
      const r = await t.call('SysDept', 'insert', { name: `${tag}-部门${String(i).padStart(2, '0')}`, enName: `Dept ${i}`, deptType: 'dept', parentId, sort: 100 - i }, token);
      expect(r.body.code).toBe('200');
    }
  });
  afterAll(() => t.close());

  it('getList pages on the server and filters', async () => {
    const page1 = await t.call('SysDept', 'getList', { pageNum: 1, pageSize: 5, parentId, sort: 'name' }, token);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ code: '200', total: 12 });
    expect(page1.body.list).toHaveLength(5);
    expect(page1.body.list[0].name).toBe(`${tag}-部门01`);
    const page3 = await t.call('SysDept', 'getList', { pageNum: 3, pageSize: 5, parentId, sort: 'name' }, token);
    expect(page3.body.list.map((d: { name: string }) => d.name)).toEqual([`${tag}-部门11`, `${tag}-部门12`]);
    expect(page3.body.total).toBe(12);
    // the total rides on the page's rows; a page past the end still says how many there are
    const past = await t.call('SysDept', 'getList', { pageNum: 9, pageSize: 5, parentId, sort: 'name' }, token);
    expect(past.body).toMatchObject({ code: '200', total: 12, list: [] });
    expect((await t.call('SysDept', 'getList', { parentId: -1 }, token)).body).toMatchObject({ total: 0, list: [] });
  });

  it('getList sorts descending and by declared fields only', async () => {
    const desc = await t.call('SysDept', 'getList', { parentId, sort: '-name', pageSize: 1 }, token);
    expect(desc.body.list[0].name).toBe(`${tag}-部门12`);
    const bySort = await t.call('SysDept', 'getList', { parentId, sort: { field: 'sort', order: 'ascend' }, pageSize: 1 }, token);
    expect(bySort.body.list[0].name).toBe(`${tag}-部门12`);
    const bad = await t.call('SysDept', 'getList', { sort: 'password_hash' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('sort');
  });

  it('like filters escape wildcards, keyword searches declared fields', async () => {
    const like = await t.call('SysDept', 'getList', { name: `${tag}-部门1` }, token);
    expect(like.body.total).toBe(3); // 10, 11, 12 (01 reads 部门01)
    const pct = await t.call('SysDept', 'getList', { name: '%' }, token);
    expect(pct.body.total).toBe(0);
    const kw = await t.call('SysDept', 'getList', { keyword: 'Dept 7', parentId }, token);
    expect(kw.body.list.map((d: { enName: string }) => d.enName)).toEqual(['Dept 7']);
  });

  it('rejects a filter of the wrong type and paging out of range', async () => {
    const r = await t.call('SysDept', 'getList', { parentId: 'abc' }, token);
    expect(r.status).toBe(400);
    expect(r.body.fields.map((f: { field: string }) => f.field)).toContain('parentId');
    const p = await t.call('SysDept', 'getList', { pageSize: 10_000 }, token);
    expect(p.status).toBe(400);
    expect(p.body.fields[0].field).toBe('pageSize');
  });

  it('getById, insert, update and delete', async () => {
    const ins = await t.call('SysDept', 'insert', { name: `${tag}-新`, deptType: 'dept', parentId, phone: '0532-12345678' }, token);
    const row = ins.body.list[0];
    expect(row).toMatchObject({ name: `${tag}-新`, version: 1, phone: '0532-12345678' });
    const got = await t.call('SysDept', 'getById', { id: row.id }, token);
    expect(got.body.list[0].name).toBe(`${tag}-新`);
    const upd = await t.call('SysDept', 'update', { id: row.id, version: 1, name: `${tag}-改`, phone: null }, token);
    expect(upd.body.list[0]).toMatchObject({ name: `${tag}-改`, version: 2, phone: null });
    const del = await t.call('SysDept', 'delete', { ids: [row.id] }, token);
    expect(del.body.code).toBe('200');
    const gone = await t.call('SysDept', 'getById', { id: row.id }, token);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('404');
  });

  it('insert validates from the declaration: missing and wrong-typed fields are named', async () => {
    const r = await t.call('SysDept', 'insert', { enName: 42, sort: 'first' }, token);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('400');
    const fields = r.body.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['deptType', 'enName', 'name', 'sort']);
    expect(r.body.msg).toMatch(/Name is required/);
    const zh = await t.call('SysDept', 'insert', {}, token, 'zh-CN,zh;q=0.9');
    expect(zh.body.msg).toMatch(/名称不能为空/);
  });

  it('a dictionary field takes only values of its dictionary', async () => {
    const r = await t.call('SysDept', 'insert', { name: `${tag}-x`, deptType: 'planet' }, token);
    expect(r.status).toBe(400);
    expect(r.body.fields[0]).toMatchObject({ field: 'deptType', reason: 'enum' });
  });

  it('an update against a stale version is refused with 409 and changes nothing', async () => {
    const ins = await t.call('SysDept', 'insert', { name: `${tag}-v`, deptType: 'dept' }, token);
    const id = ins.body.list[0].id;
    expect((await t.call('SysDept', 'update', { id, version: 1, name: `${tag}-v2` }, token)).body.code).toBe('200');
    const stale = await t.call('SysDept', 'update', { id, version: 1, name: `${tag}-v3` }, token);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/changed this record/);
    expect(stale.body.error).toBe('StaleVersion');
    expect((await t.call('SysDept', 'getById', { id }, token)).body.list[0].name).toBe(`${tag}-v2`);
  });

  it('a duplicate of a unique field answers 409 naming the field', async () => {
    const name = uniq('角色');
    expect((await t.call('SysRole', 'insert', { name, dataScope: '5' }, token)).body.code).toBe('200');
    const dup = await t.call('SysRole', 'insert', { name, dataScope: '5' }, token);
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toMatch(/Role name already exists/);
    expect(dup.body.error).toBe('Duplicate');
    expect(dup.body.fields).toEqual([{ field: 'name', key: 'Duplicate', reason: 'unique', message: 'Role name already exists' }]);
  });

  it('delete of rows in use is refused and a missing id is 404', async () => {
    const inUse = await t.call('SysDept', 'delete', { ids: [parentId] }, token);
    expect(inUse.status).toBe(400);
    const missing = await t.call('SysDept', 'delete', { ids: [99999999] }, token);
    expect(missing.status).toBe(404);
    const none = await t.call('SysDept', 'delete', { ids: [] }, token);
    expect(none.status).toBe(400);
    expect(none.body.msg).toMatch(/at least one/);
  });

  it('export streams the filtered list as xlsx with labels in the caller language', async () => {
    const { sheet, headers } = await downloadSheet(t, 'SysDept', { parentId, sort: 'name' }, token, 'zh');
    expect(headers['content-type']).toMatch(/spreadsheetml/);
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toContain('名称');
    expect(header).toContain('类型');
    expect(sheet.rowCount).toBe(13);
    expect(sheet.getRow(2).getCell(header.indexOf('名称') + 1).value).toBe(`${tag}-部门01`);
    // dictionary values are exported as their labels
    expect(sheet.getRow(2).getCell(header.indexOf('类型') + 1).value).toBe('部门');
  });
});

describe('dictionaries', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('serves the fixed dictionary ids of SPEC §9 and items by mark', async () => {
    const yes = await t.call('SysCode', 'getSysCodeByParentId', { parentId: 7 }, token);
    expect(yes.body.list.map((c: { value: string }) => c.value).sort()).toEqual(['0', '1']);
    expect((await t.call('SysCode', 'getSysCodeByParentId', { parentId: 109 }, token)).body.list.map((c: { nameZh: string }) => c.nameZh)).toEqual(['男', '女']);
    expect((await t.call('SysCode', 'getSysCodeByParentId', { parentId: 232 }, token)).body.total).toBeGreaterThanOrEqual(10);
    const byMark = await t.call('SysCode', 'getSysCodeList', { mark: 'gender' }, token);
    expect(byMark.body.list).toEqual([
      { value: '1', nameZh: '男', nameEn: 'Male' },
      { value: '2', nameZh: '女', nameEn: 'Female' },
    ]);
    expect((await t.call('SysCode', 'getSysCodeList', {}, token)).status).toBe(400);
  });

  it('keeps dictionaries and items well formed', async () => {
    const mark = uniq('d');
    const dict = await t.call('SysCode', 'insert', { mark, nameZh: '测试', nameEn: 'Test' }, token);
    expect(dict.body.code).toBe('200');
    const parentId = dict.body.list[0].id;
    expect((await t.call('SysCode', 'insert', { parentId, value: 'a', nameZh: '甲', nameEn: 'A' }, token)).body.code).toBe('200');
    expect((await t.call('SysCode', 'insert', { parentId, value: 'a', nameZh: '乙', nameEn: 'B' }, token)).status).toBe(409);
    expect((await t.call('SysCode', 'insert', { parentId, nameZh: '丙', nameEn: 'C' }, token)).status).toBe(400);
    expect((await t.call('SysCode', 'insert', { nameZh: '无标识', nameEn: 'No mark' }, token)).status).toBe(400);
    expect((await t.call('SysCode', 'delete', { ids: [parentId] }, token)).status).toBe(400);
    expect((await t.call('SysCode', 'getSysCodeList', { mark }, token)).body.list).toEqual([{ value: 'a', nameZh: '甲', nameEn: 'A' }]);
  });
});
