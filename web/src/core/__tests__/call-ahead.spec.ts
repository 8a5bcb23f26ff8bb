import { aheadRead, askAhead, callAhead } from '../api/call-ahead';
import { call } from '../api/client';

jest.mock('../api/client', () => ({ call: jest.fn() }));

// A screen's reads asked ahead (its link hovered) answer the screen's own call once, for the same call
// only, for a few seconds; a failure asked ahead is asked again by the screen, which shows it.
const calls = call as jest.Mock;

beforeEach(() => {
  calls.mockReset();
  calls.mockImplementation((entity: string, op: string, body: object) => Promise.resolve({ list: [{ entity, op, body }], total: 1 }));
});

test('asked ahead once, answered once, then asked as usual', async () => {
  await askAhead('Plan', 'getById', { id: 1 });
  await askAhead('Plan', 'getById', { id: 1 });
  expect(calls).toHaveBeenCalledTimes(1);
  expect(calls.mock.calls[0][3]).toEqual({ toast: false, overlay: false });
  await callAhead('Plan', 'getById', { id: 1 });
  expect(calls).toHaveBeenCalledTimes(1);
  await callAhead('Plan', 'getById', { id: 1 });
  expect(calls).toHaveBeenCalledTimes(2);
  await callAhead('Plan', 'getById', { id: 2 });
  expect(calls).toHaveBeenCalledTimes(3);
});

test('kept a few seconds only', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
  await askAhead('Crew', 'getList', { pageNum: 1 });
  now.mockReturnValue(7_000);
  await callAhead('Crew', 'getList', { pageNum: 1 });
  expect(calls).toHaveBeenCalledTimes(2);
  now.mockRestore();
});

test('a failure asked ahead is asked again with the screen’s own options', async () => {
  calls.mockImplementationOnce(() => Promise.reject(new Error('403')));
  const early = askAhead('Crew', 'getList', { pageNum: 1 });
  const answer = callAhead('Crew', 'getList', { pageNum: 1 }, { toast: true });
  await expect(early).rejects.toThrow('403');
  expect((await answer).total).toBe(1);
  expect(calls.mock.calls[1][3]).toEqual({ toast: true });
});

test('a read answered ahead: landed once its answer has come, taken by the drawings of that moment, else read as the screen does', async () => {
  const plan = () => aheadRead<{ body: { id: number } }, number>('Plan', 'getById', { id: 3 }, (a) => a.list[0].body.id, { toast: false });
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
  const early = askAhead('Plan', 'getById', { id: 3 });
  expect(plan().landed()).toBeUndefined(); // asked, not yet answered
  await early;
  expect(plan().landed()).toBe(3);
  expect(plan().landed()).toBe(3); // the same drawing begun again
  now.mockReturnValue(2_100);
  expect(plan().landed()).toBeUndefined(); // taken
  now.mockRestore();
  expect(await plan().read()).toBe(3);
  expect(calls).toHaveBeenCalledTimes(2);
  expect(calls.mock.calls[1][3]).toEqual({ toast: false });
});
