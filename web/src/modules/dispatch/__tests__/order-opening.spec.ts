import { configureClient } from '../../../core/api/client';
import { orderOpening } from '../order-opening';
import type { NewOrder } from '../dispatch-api';

// A minimal localStorage for the storage module (node test environment).
const memory = new Map<string, string>([['Admin-Token', 'tok']]);
(globalThis as any).localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, String(v)),
  removeItem: (k: string) => void memory.delete(k),
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = () => json(200, { code: '200', msg: 'ok', list: [{ id: 1 }], total: 1 });
const refused = (code: string) => json(Number(code), { code, msg: 'no', list: [], total: 0 });

// Answers each request with the next answer given (or throws as fetch does with no answer), and keeps
// the Idempotency-Key each one carried.
function server(...answers: Array<() => Response>) {
  const keys: string[] = [];
  configureClient({
    lang: () => 'en',
    text: (k) => k,
    notifyError: () => undefined,
    onUnauthorized: () => undefined,
    fetch: (async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return answers.shift()!();
    }) as unknown as typeof fetch,
  });
  return keys;
}

const order: NewOrder = { userId: 7, operation: '2', shipId: 3, duty: '12', planDate: '2026-12-01' };

describe('the order dialogs: one Idempotency-Key per opening', () => {
  it('sends two submissions of one opening (a double click) with the same key', async () => {
    const keys = server(ok, ok);
    const send = orderOpening(1);
    await Promise.all([send([order]), send([order])]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the key after a lost answer or a fault of the server, and renews it after a refusal that made nothing', async () => {
    const keys = server(() => refused('503'), ok, () => refused('400'), ok);
    const send = orderOpening(1);
    await expect(send([order])).rejects.toMatchObject({ code: '503' });
    await send([order]);
    expect(keys[1]).toBe(keys[0]);
    await expect(send([order])).rejects.toMatchObject({ code: '400' });
    await send([order]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('keeps it after no answer at all (network)', async () => {
    const keys = server(() => {
      throw new TypeError('offline');
    }, ok);
    const send = orderOpening(1);
    await expect(send([order])).rejects.toMatchObject({ code: 'network' });
    await send([order]);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives another opening another key', async () => {
    const keys = server(ok, ok);
    await orderOpening(1)([order]);
    await orderOpening(1)([order]);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
