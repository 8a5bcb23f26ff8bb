import type request from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_ARRAY_ITEMS } from '../../server/src/core/resource/field-validator';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Issue 19: the shape of input. Every array a body carries is checked for its element type and holds 1
// to MAX_ARRAY_ITEMS values: an empty report filter once answered 500 (22P02), 60,000 filter values 503
// (PostgreSQL's bind limit, 08P01), and the standard delete took 200,000 ids. Stored text loses the
// bidirectional controls, as file names do.
describe('arrays in bodies and stored text', () => {
  let t: TestApp;
  let admin: string;

  const fieldsOf = (r: request.Response) => ({ status: r.status, error: r.body.error, fields: (r.body.fields ?? []).map((f: { field: string; reason: string }) => [f.field, f.reason]) });
  const refused = (field: string, reason: string) => ({ status: 400, error: 'Validation', fields: [[field, reason]] });
  const values = (n: number) => Array.from({ length: n }, (_, i) => -(i + 2));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('an empty array on a report filter answers 400 minItems, not 500', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['boatDispatchReportForms', { shipownerId: [] }, 'shipownerId'],
      ['boatDispatchReportForms', { dateRange: [] }, 'dateRange'],
      ['boatDispatchReportForms', { filters: { shipownerId: [] } }, 'shipownerId'],
      ['vacationReport', { deptId: [] }, 'deptId'],
      ['vacationReport', { dateRange: [] }, 'dateRange'],
      ['crewInfoReport', { shipownerId: [] }, 'shipownerId'],
    ];
    for (const [entity, body, field] of cases) {
      const r = await t.call(entity, 'getList', { pageNum: 1, pageSize: 10, ...body }, admin, 'en');
      expect({ entity, body, ...fieldsOf(r) }).toEqual({ entity, body, ...refused(field, 'minItems') });
    }
    const zh = await t.call('boatDispatchReportForms', 'getList', { shipownerId: [] }, admin, 'zh');
    expect(zh.body.fields[0].message).toMatch(/不能是空列表/);
    // what the web sends, a filter left out, still reads everything
    expect((await t.call('boatDispatchReportForms', 'getList', { pageNum: 1, pageSize: 10 }, admin)).status).toBe(200);
  });

  it('a standard list refuses an empty array filter the same way', async () => {
    expect(fieldsOf(await t.call('BoatUserInfo', 'getList', { credWarn: [] }, admin, 'en'))).toEqual(refused('credWarn', 'minItems'));
    expect(fieldsOf(await t.call('BoatUserInfo', 'getList', { filters: { credWarn: [] } }, admin, 'en'))).toEqual(refused('credWarn', 'minItems'));
  });

  it(`a filter holds at most ${MAX_ARRAY_ITEMS} values: past PostgreSQL's bind limit it is a 400, not a 503`, async () => {
    const dicts = (n: number) => Array.from({ length: n }, (_, i) => String(i % 3));
    expect((await t.call('BoatUserInfo', 'getList', { credWarn: dicts(MAX_ARRAY_ITEMS) }, admin)).status).toBe(200);
    expect(fieldsOf(await t.call('BoatUserInfo', 'getList', { credWarn: dicts(MAX_ARRAY_ITEMS + 1) }, admin, 'en'))).toEqual(refused('credWarn', 'maxItems'));
    expect(fieldsOf(await t.call('BoatUserInfo', 'getList', { credWarn: dicts(60_000) }, admin, 'en'))).toEqual(refused('credWarn', 'maxItems'));
    // elements keep their type: one number among dictionary values is refused, whatever the count
    expect(fieldsOf(await t.call('BoatUserInfo', 'getList', { credWarn: ['1', { x: 1 }] }, admin, 'en'))).toEqual(refused('credWarn', 'type'));
  });

  it(`the standard delete takes at most ${MAX_ARRAY_ITEMS} ids, refused before any is read`, async () => {
    expect(fieldsOf(await t.call('BoatShipOwner', 'delete', { ids: values(MAX_ARRAY_ITEMS + 1) }, admin, 'en'))).toEqual(refused('ids', 'max'));
    expect(fieldsOf(await t.call('BoatShipOwner', 'delete', { ids: values(200_000) }, admin, 'en'))).toEqual(refused('ids', 'max'));
    // within the limit the ids are looked up as before: none of these is a row
    expect((await t.call('BoatShipOwner', 'delete', { ids: values(3) }, admin)).body.error).toBe('NotFound');
  });

  it('stored text loses the bidirectional controls; the marks and the rest of the text stay', async () => {
    const code = uniq('BIDI');
    const name = `Invoice\u202Egpj.exe \u2066x\u2069 \u202A\u202B\u202C\u202D\u2067\u2068 \u200Fشركة`;
    const ins = await t.call('BoatShipOwner', 'insert', { code, name, enName: `A\u202EB` }, admin);
    expect(ins.body.code).toBe('200');
    const [row] = await t.app.get(DataSource).query(`SELECT name, en_name FROM boat_ship_owner WHERE code = $1`, [code]);
    expect(row).toEqual({ name: 'Invoicegpj.exe x  \u200Fشركة', en_name: 'AB' });
    // an update is read the same way
    const id = ins.body.list[0].id;
    expect((await t.call('BoatShipOwner', 'update', { id, name: `\u2067Renamed\u2069` }, admin)).body.code).toBe('200');
    const [after] = await t.app.get(DataSource).query(`SELECT name FROM boat_ship_owner WHERE id = $1`, [id]);
    expect(after.name).toBe('Renamed');
  });
});
