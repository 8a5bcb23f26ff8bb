import { can } from '../can';
import { canOperation } from '../operation-access';

const resource = { operations: ['getList', 'insert', 'delete', 'getMine'], access: { getList: 11010, insert: 11011, delete: 11013, getMine: null } };
const admin = { roleIdList: [1], menuIdList: [] };
const clerk = { roleIdList: [5], menuIdList: [11010, 11011] };

describe('the shared can()', () => {
  it('allows the administrator role and granted menu ids only', () => {
    expect(can(admin, 99)).toBe(true);
    expect(can(clerk, 11010)).toBe(true);
    expect(can(clerk, 11013)).toBe(false);
    expect(can(null, 11010)).toBe(false);
  });
});

describe('canOperation', () => {
  it('follows can() for guarded operations', () => {
    expect(canOperation(clerk, resource, 'getList')).toBe(true);
    expect(canOperation(clerk, resource, 'insert')).toBe(true);
    expect(canOperation(clerk, resource, 'delete')).toBe(false);
    expect(canOperation(admin, resource, 'delete')).toBe(true);
  });

  it('lets any signed-in user run operations that need no menu', () => {
    expect(canOperation(clerk, resource, 'getMine')).toBe(true);
    expect(canOperation(null, resource, 'getMine')).toBe(false);
  });

  it('never offers an operation the resource does not have', () => {
    expect(canOperation(admin, resource, 'export')).toBe(false);
  });

  it('denies an unknown permission (-1) to everyone but the administrator', () => {
    const r = { operations: ['run'], access: { run: -1 } };
    expect(canOperation(clerk, r, 'run')).toBe(false);
    expect(canOperation(admin, r, 'run')).toBe(true);
  });
});

describe('company-wide data', () => {
  const matrix = { operations: ['getList', 'insert', 'update', 'delete'], access: { getList: 11010, insert: 11011, update: 11012, delete: 11013 }, allData: ['insert', 'update', 'delete'] };
  const branch = { roleIdList: [5], menuIdList: [11010, 11011, 11012, 11013], allData: false };

  it('offers its writes only to holders of all data rights, and its reads to the screen', () => {
    expect(['getList', 'insert', 'update', 'delete'].map((op) => canOperation(branch, matrix, op))).toEqual([true, false, false, false]);
    expect(['insert', 'update', 'delete'].map((op) => canOperation({ ...branch, allData: true }, matrix, op))).toEqual([true, true, true]);
  });
});
