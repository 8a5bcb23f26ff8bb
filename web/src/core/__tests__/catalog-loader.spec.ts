import { call } from '../api/client';
import { answeredCatalog, loadCatalog, preloadCatalog } from '../catalog/catalog-loader';
import { getToken } from '../storage';

jest.mock('../api/client', () => ({ call: jest.fn() }));
jest.mock('../storage', () => ({ getToken: jest.fn(), hasToken: jest.fn(() => !!jest.requireMock('../storage').getToken() && jest.requireMock('../storage').getToken() !== 'null') }));

// The session's catalog is asked once per token (started with the frame's route, found again by the
// frame), again for another token, after a failure, or when the frame asks again (its "retry").
const calls = call as jest.Mock;
const token = getToken as jest.Mock;
const asked = () => calls.mock.calls.filter(([entity, op]) => entity === 'Meta' && op === 'getResources').length;

beforeEach(() => {
  calls.mockReset();
  calls.mockImplementation((entity: string, op: string) => Promise.resolve({ list: entity === 'Meta' && op === 'getClock' ? [{ timeZone: 'Asia/Shanghai' }] : [{ entity, op }] }));
});

test('one token asks once; another token, a retry and a failure ask again', async () => {
  token.mockReturnValue('a');
  preloadCatalog();
  const first = await loadCatalog();
  expect(asked()).toBe(1);
  expect(first.timeZone).toBe('Asia/Shanghai');
  expect(first.menus).toEqual([{ entity: 'SysMenu', op: 'getTree' }]);
  await loadCatalog();
  expect(asked()).toBe(1);

  token.mockReturnValue('b');
  await loadCatalog();
  expect(asked()).toBe(2);
  await loadCatalog({ again: true });
  expect(asked()).toBe(3);

  calls.mockImplementationOnce(() => Promise.reject(new Error('down')));
  token.mockReturnValue('c');
  await expect(loadCatalog()).rejects.toThrow('down');
  await loadCatalog();
  expect(asked()).toBe(5);
});

test('without a token (sign-in fetching the frame early, the text "null") nothing is asked', () => {
  token.mockReturnValue(null);
  preloadCatalog();
  token.mockReturnValue('null');
  preloadCatalog();
  expect(calls).not.toHaveBeenCalled();
});

test('menus, dictionaries and the clock are optional: their failure leaves them empty', async () => {
  token.mockReturnValue('d');
  calls.mockImplementation((entity: string, op: string) => (entity === 'Meta' && op === 'getResources' ? Promise.resolve({ list: [{ name: 'X' }] }) : Promise.reject(new Error('no'))));
  expect(await loadCatalog()).toEqual({ resources: [{ name: 'X' }], menus: [], codes: [], timeZone: undefined });
});

test('answered synchronously once landed, for its own token only; preloading settles even on a failure', async () => {
  token.mockReturnValue('e');
  const settled = preloadCatalog();
  expect(answeredCatalog()).toBeUndefined();
  await settled;
  expect(answeredCatalog()?.timeZone).toBe('Asia/Shanghai');
  token.mockReturnValue('f');
  expect(answeredCatalog()).toBeUndefined();
  calls.mockImplementation(() => Promise.reject(new Error('down')));
  await expect(preloadCatalog()).resolves.toBeUndefined();
  expect(answeredCatalog()).toBeUndefined();
});
