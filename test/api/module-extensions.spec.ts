import { DataSource } from 'typeorm';
import { ResourceRegistry } from '../../server/src/core/resource/resource-registry';
import { newUser } from '../setup/factories';
import { startTestApp, TestApp, uniq } from '../setup/test-app';

// Issue 10 §1: a module keeps what it adds to core's accounts and roles in tables of its own
// (extendResource), while the screens show and edit those fields where they always were.
describe('fields modules keep for core resources', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ok = (res: { body: any }) => {
    expect([res.body.code, res.body.msg]).toEqual(['200', expect.any(String)]);
    return res;
  };

  it("core's tables no longer hold a module's columns", async () => {
    const cols = await ds.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name IN ('sys_role', 'sys_user')
          AND column_name IN ('crew_scope', 'recruiter', 'vacation_days', 'vacation_surplus', 'overtime_hours', 'social_insurance_grade', 'contract_expiry', 'probation_expiry', 'leave_status')`,
    );
    expect(cols).toEqual([]);
  });

  it("a role's crew rights are written to and read from the crew module's table, filtered and sorted like its own fields", async () => {
    const made = ok(await t.call('SysRole', 'insert', { name: uniq('船员角色'), dataScope: '5', crewScope: '3', recruiter: true }, admin)).body.list[0];
    expect(made).toMatchObject({ crewScope: '3', recruiter: true });
    expect(await ds.query('SELECT crew_scope, recruiter FROM crew_role_right WHERE role_id = $1', [made.id])).toEqual([{ crew_scope: '3', recruiter: true }]);

    // defaults hold for a role made without them
    const plain = ok(await t.call('SysRole', 'insert', { name: uniq('普通角色'), dataScope: '5' }, admin)).body.list[0];
    expect(plain).toMatchObject({ crewScope: '2', recruiter: false });

    ok(await t.call('SysRole', 'update', { id: made.id, crewScope: '1' }, admin));
    expect((await t.call('SysRole', 'getById', { id: made.id }, admin)).body.list[0]).toMatchObject({ crewScope: '1', recruiter: true });

    const filtered = ok(await t.call('SysRole', 'getList', { crewScope: '1', pageSize: 500, sort: '-crewScope' }, admin)).body;
    expect(filtered.list.map((r: { id: number }) => r.id)).toContain(made.id);
    expect(filtered.list.every((r: { crewScope: string }) => r.crewScope === '1')).toBe(true);
    expect(filtered.total).toBe(filtered.list.length);

    ok(await t.call('SysRole', 'delete', { ids: [made.id, plain.id] }, admin));
    expect(await ds.query('SELECT * FROM crew_role_right WHERE role_id = ANY($1)', [[made.id, plain.id]])).toEqual([]);
  });

  it('a wrong value for a module field is refused naming the field, and nothing is written', async () => {
    const name = uniq('坏角色');
    const r = await t.call('SysRole', 'insert', { name, dataScope: '5', crewScope: '9' }, admin);
    expect([r.status, r.body.fields?.[0]?.field]).toEqual([400, 'crewScope']);
    expect(await ds.query('SELECT id FROM sys_role WHERE name = $1', [name])).toEqual([]);
  });

  it("a person's HR record is kept by the HR module and edited on the staff screen", async () => {
    const person = await newUser(t);
    ok(await t.call('sysUser', 'update', { id: person.id, vacationDays: 12, socialInsuranceGrade: 'B', contractExpiry: '2028-06-30' }, admin));
    const row = (await t.call('sysUser', 'getById', { id: person.id }, admin)).body.list[0];
    expect(row).toMatchObject({ vacationDays: 12, vacationSurplus: 12, socialInsuranceGrade: 'B', contractExpiry: '2028-06-30' });
    const [hr] = await ds.query('SELECT vacation_days, vacation_surplus, social_insurance_grade FROM hr_staff_record WHERE user_id = $1', [person.id]);
    expect(hr).toEqual({ vacation_days: '12.0', vacation_surplus: '12.0', social_insurance_grade: 'B' });
    // the list filters on the HR module's column
    const listed = ok(await t.call('sysUser', 'getList', { contractExpiry: ['2028-06-01', '2028-07-01'], pageSize: 500 }, admin)).body.list;
    expect(listed.map((u: { id: number }) => u.id)).toContain(person.id);
    // a picker's slim rows carry no HR field
    const pick = ok(await t.call('sysUser', 'getList', { keyword: person.username, pageSize: 5 }, person.token)).body.list;
    expect(Object.keys(pick[0] ?? {}).filter((k) => ['vacationDays', 'socialInsuranceGrade', 'contractExpiry'].includes(k))).toEqual([]);
  });

  // Issue 19 §5: the staff screen could not save a person who has no HR record yet (an account made
  // without that screen). Their HR fields read empty; the edit form sends every field back, an empty
  // number as null (web/src/core/resource/form-values.ts; '' from other clients means the same), and the
  // null was written into vacation_days, which holds no null: 400 "annual leave days required".
  it.each([
    ['null', null],
    ["''", ''],
  ])('a person without an HR record is saved with the HR fields left empty (%s)', async (_, empty) => {
    const hrOf = (id: number) => ds.query('SELECT vacation_days, vacation_surplus, social_insurance_grade FROM hr_staff_record WHERE user_id = $1', [id]);
    const emptyHr = { vacationDays: empty, socialInsuranceGrade: empty, contractExpiry: empty, probationExpiry: empty };
    const person = await newUser(t);
    const read = ok(await t.call('sysUser', 'getById', { id: person.id }, admin)).body.list[0];
    expect(read).toMatchObject({ vacationDays: null, socialInsuranceGrade: null });
    const phone = '13800138000';
    const saved = ok(await t.call('sysUser', 'update', { id: person.id, version: read.version, name: read.name, phone, ...emptyHr }, admin)).body.list[0];
    expect(saved).toMatchObject({ phone, vacationDays: null });
    // nothing entered, no record made
    expect(await hrOf(person.id)).toEqual([]);
    // one HR field entered: the record is made from it, the entitlement left empty takes the column's default
    ok(await t.call('sysUser', 'update', { id: person.id, ...emptyHr, socialInsuranceGrade: 'C' }, admin));
    expect(await hrOf(person.id)).toEqual([{ vacation_days: '0.0', vacation_surplus: '0.0', social_insurance_grade: 'C' }]);
    // once there is a record, emptying the entitlement is refused, as for any field whose column holds no
    // empty value (declarations-contract.spec.ts), and the record keeps its value
    const cleared = await t.call('sysUser', 'update', { id: person.id, vacationDays: empty }, admin);
    expect([cleared.status, cleared.body.fields?.[0]?.field]).toEqual([400, 'vacationDays']);
    // a new account from the staff screen: the form leaves empty fields out, the declared defaults hold
    const made = ok(await t.call('sysUser', 'insert', { username: uniq('hr'), password: 'Passw0rd!x', name: uniq('员工'), deptId: read.deptId }, admin)).body.list[0];
    expect(made).toMatchObject({ vacationDays: 0, vacationSurplus: 0 });
  });

  it('declarations cannot change once the application has started', () => {
    const def = t.app.get(ResourceRegistry).resource('SysRole')!;
    expect(() => {
      (def as { editWhen?: unknown }).editWhen = { status: ['1'] };
    }).toThrow(TypeError);
    expect(() => {
      def.fields.crewScope.required = true;
    }).toThrow(TypeError);
    expect(Object.keys(def.fields).slice(0, 5)).toEqual(['name', 'enName', 'dataScope', 'crewScope', 'recruiter']);
  });
});
