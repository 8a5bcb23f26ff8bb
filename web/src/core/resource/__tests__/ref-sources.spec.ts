import { call } from '../../api/client';
import { answeredRefItems, invalidateRefItems, loadRefItems, rowCode, rowLabel } from '../ref-sources';

jest.mock('../../api/client', () => ({ call: jest.fn() }));

// The names a list's reference columns show are read once per session, and once answered they are read
// synchronously, so a screen drawn afterwards draws them in its first render (issue 21 §2).
const calls = call as jest.Mock;

beforeEach(() => {
  invalidateRefItems();
  calls.mockReset();
  calls.mockResolvedValue({ list: [{ id: 7, name: '安达海运', enName: 'Anda Shipping' }], total: 1 });
});

test('answered synchronously only once the list has landed, and asked once', async () => {
  const loading = loadRefItems('BoatShipOwner', [], 'name');
  expect(answeredRefItems('BoatShipOwner', 'name')).toBeUndefined();
  const list = await loading;
  expect(answeredRefItems('BoatShipOwner', 'name')).toBe(list);
  expect(list).toEqual([{ id: 7, parentId: undefined, label: { zh: '安达海运', en: 'Anda Shipping' } }]);
  await loadRefItems('BoatShipOwner', [], 'name');
  expect(calls).toHaveBeenCalledTimes(1);
});

test('a write forgets it, and a failed load is never answered', async () => {
  await loadRefItems('BoatShipOwner', [], 'name');
  invalidateRefItems('BoatShipOwner');
  expect(answeredRefItems('BoatShipOwner', 'name')).toBeUndefined();
  calls.mockRejectedValueOnce(new Error('403'));
  expect(await loadRefItems('BoatShipOwner', [], 'name')).toEqual([]);
  expect(answeredRefItems('BoatShipOwner', 'name')).toBeUndefined();
});

// A picker names a seafarer in the reader's language and tells namesakes apart by their crew number.
test('a row is named in either language (a seafarer\'s English name is enname) and told apart by its number', () => {
  const sailor = { id: 1, name: '袁成龙', enname: 'YUAN CHENGLONG', internalCode: 'C001511' };
  expect(rowLabel(sailor, 'name')).toEqual({ zh: '袁成龙', en: 'YUAN CHENGLONG' });
  expect(rowLabel({ id: 2, name: '袁成龙', enname: '' }, 'name')).toEqual({ zh: '袁成龙', en: '袁成龙' });
  expect(rowLabel({ id: 3, name: '安达海运', enName: 'Anda Shipping' }, 'name').en).toBe('Anda Shipping');
  expect(rowCode(sailor, 'name')).toBe('C001511');
  expect(rowCode({ id: 4, name: '王芳', jobNumber: 'E0042' }, 'name')).toBe('E0042');
  // the label is the number already: nothing added
  expect(rowCode({ id: 5, code: 'HOT2026' }, 'code')).toBeUndefined();
  expect(rowCode({ id: 6, name: '无编号' }, 'name')).toBeUndefined();
});
