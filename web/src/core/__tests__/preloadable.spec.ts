import { preloadable } from '../util/preloadable';

// A screen fetched ahead renders itself, not React.lazy's wrapper (which suspends on its first render
// even when its chunk is here); a failed fetch is tried again.
const Screen = () => null;

test('before its fetch it is lazy; after, the component itself', async () => {
  const load = jest.fn(() => Promise.resolve(Screen));
  const p = preloadable(load);
  const before = p.Component({}) as { type: unknown };
  expect(before.type).not.toBe(Screen);
  await p.preload();
  await p.preload();
  expect(load).toHaveBeenCalledTimes(1);
  expect((p.Component({}) as { type: unknown }).type).toBe(Screen);
});

test('a failed fetch is asked again next time', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('deploy')).mockResolvedValue(Screen);
  const p = preloadable(load);
  await p.preload();
  await p.preload();
  expect(load).toHaveBeenCalledTimes(2);
  expect((p.Component({}) as { type: unknown }).type).toBe(Screen);
});
