import { askAhead, callAhead, takeAnswered } from '../call-ahead';
import { configureClient } from '../client';

// A minimal localStorage for the storage module (node test environment).
const memory = new Map<string, string>([['Admin-Token', 'tok'], ['Admin-User', '{}'], ['local-time', '1']]);
(globalThis as any).localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, String(v)),
  removeItem: (k: string) => void memory.delete(k),
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// every request answered by `answer`, counted per path
function setup(answer: (url: string) => Response) {
  const asked: string[] = [];
  configureClient({
    lang: () => 'en',
    text: (k) => k,
    notifyError: () => undefined,
    onUnauthorized: () => undefined,
    fetch: (async (url: string) => {
      asked.push(url);
      return answer(url);
    }) as unknown as typeof fetch,
  });
  return asked;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('takeAnswered()', () => {
  it('hands a landed answer over for exactly the body asked, to the drawings of that moment only; the screen then asks for itself', async () => {
    const asked = setup(() => json(200, { code: '200', msg: 'ok', list: [{ n: 1 }], total: 1 }));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    void askAhead('X', 'getMine', { page: 1 });
    expect(takeAnswered('X', 'getMine', { page: 1 })).toBeUndefined(); // not landed yet
    await settle();
    expect(takeAnswered('X', 'getMine', { page: 2 })).toBeUndefined(); // another body
    expect(takeAnswered('X', 'getMine', { page: 1 })).toEqual({ list: [{ n: 1 }], total: 1, msg: 'ok' });
    // React drew the screen again before showing it (a concurrent render begun again): the same answer
    now.mockReturnValue(1_500);
    expect(takeAnswered('X', 'getMine', { page: 1 })).toEqual({ list: [{ n: 1 }], total: 1, msg: 'ok' });
    now.mockReturnValue(2_100);
    expect(takeAnswered('X', 'getMine', { page: 1 })).toBeUndefined(); // taken a moment ago: gone
    now.mockRestore();
    await callAhead('X', 'getMine', { page: 1 });
    expect(asked).toEqual(['/X/api/getMine', '/X/api/getMine']);
  });

  it('a taken answer never answers a call: the screen reloading at once after a change asks afresh', async () => {
    const asked = setup(() => json(200, { code: '200', msg: 'ok', list: [{ n: 1 }], total: 1 }));
    void askAhead('X', 'getMine', { page: 1 });
    await settle();
    expect(takeAnswered('X', 'getMine', { page: 1 })).toBeDefined();
    await callAhead('X', 'getMine', { page: 1 });
    expect(asked).toEqual(['/X/api/getMine', '/X/api/getMine']);
  });

  it('hands over no failure: the screen asks again and shows it as usual', async () => {
    setup(() => json(500, { code: '500', msg: 'boom' }));
    void askAhead('Y', 'getMine', {}).catch(() => undefined);
    await settle();
    expect(takeAnswered('Y', 'getMine', {})).toBeUndefined();
  });
});

describe("a session's answers", () => {
  it("are not the next session's: another token asks again", async () => {
    const asked = setup(() => json(200, { code: '200', msg: 'ok', list: [{ who: memory.get('Admin-Token') }], total: 1 }));
    void askAhead('Z', 'getMine', {});
    await settle();
    memory.set('Admin-Token', 'other');
    expect(takeAnswered('Z', 'getMine', {})).toBeUndefined();
    await expect(callAhead('Z', 'getMine', {})).resolves.toMatchObject({ list: [{ who: 'other' }] });
    expect(asked).toHaveLength(2);
    memory.set('Admin-Token', 'tok');
  });
});
