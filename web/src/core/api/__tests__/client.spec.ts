import { ApiError } from '../api-error';
import { call, configureClient, download, ERROR_TOAST_SECONDS, filenameFrom, upload } from '../client';
import { isLoadingVisible, OVERLAY_CLOSE_DELAY_MS } from '../loading';
import { clearSession } from '../../storage';

// A minimal localStorage for the storage module (node test environment).
const memory = new Map<string, string>();
(globalThis as any).localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, String(v)),
  removeItem: (k: string) => void memory.delete(k),
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const toasts: Array<[string, number]> = [];
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const unauthorized = jest.fn();
  configureClient({
    lang: () => 'en',
    text: (k) => `text:${k}`,
    notifyError: (text, s) => toasts.push([text, s]),
    onUnauthorized: unauthorized,
    fetch: (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return answer(url, init);
    }) as unknown as typeof fetch,
  });
  return { toasts, requests, unauthorized };
}

beforeEach(() => {
  memory.clear();
  memory.set('Admin-Token', 'tok');
  memory.set('Admin-User', '{}');
  memory.set('local-time', '1');
});

describe('call()', () => {
  it('posts JSON to /{Entity}/api/{op} with the token and language, and answers list + total with the result text', async () => {
    const { requests } = setup(() => json(200, { code: '200', msg: 'ok', list: [{ id: 1 }], total: 7 }));
    await expect(call('sysUser', 'getList', { pageNum: 1 })).resolves.toEqual({ list: [{ id: 1 }], total: 7, msg: 'ok' });
    const { url, init } = requests[0];
    expect(url).toBe('/sysUser/api/getList');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"pageNum":1}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('does not send the stored text "null" as a token', async () => {
    memory.set('Admin-Token', 'null');
    const { requests } = setup(() => json(200, { code: '200', msg: 'ok', list: [], total: 0 }));
    await call('Meta', 'getResources');
    expect((requests[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('refreshes the session clock on success', async () => {
    setup(() => json(200, { code: '200', msg: 'ok', list: [], total: 0 }));
    await call('Meta', 'getResources');
    expect(Number(memory.get('local-time'))).toBeGreaterThan(1);
  });

  it('does not count background calls as activity', async () => {
    setup(() => json(200, { code: '200', msg: 'ok', list: [], total: 0 }));
    await call('SysMessage', 'getNoReadCount', {}, { overlay: false });
    expect(memory.get('local-time')).toBe('1');
  });

  it('throws ApiError with the fields and shows the message for 5 s', async () => {
    const env = { code: '400', msg: 'Account is required', list: [], total: 0, fields: [{ field: 'username', reason: 'required', message: 'Account is required' }] };
    const { toasts } = setup(() => json(400, env));
    const err = (await call('sysUser', 'insert', {}).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('400');
    expect(err.fields[0].field).toBe('username');
    expect(toasts).toEqual([['Account is required', ERROR_TOAST_SECONDS]]);
    expect(ERROR_TOAST_SECONDS).toBe(5);
  });

  it('tells a stale edit from a duplicate by the error key', async () => {
    setup(() => json(409, { code: '409', msg: 'changed by someone else', list: [], total: 0, error: 'StaleVersion' }));
    const stale = (await call('SysRole', 'update', { id: 1, version: 1 }).catch((e) => e)) as ApiError;
    expect(stale.isStale).toBe(true);
    setup(() => json(409, { code: '409', msg: 'Role name already exists', list: [], total: 0, error: 'Duplicate' }));
    const dup = (await call('SysRole', 'insert', { name: 'x' }).catch((e) => e)) as ApiError;
    expect(dup.isStale).toBe(false);
  });

  it('clears the session and signs out on 401', async () => {
    const { unauthorized } = setup(() => json(401, { code: '401', msg: 'Please sign in', list: [], total: 0 }));
    await expect(call('sysUser', 'getList')).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(memory.has('Admin-Token')).toBe(false);
    expect(memory.has('Admin-User')).toBe(false);
  });

  it('rejects sign-in with the whole envelope and no toast (SPEC §8)', async () => {
    const env = { code: '401', msg: 'Wrong account or password', list: [], total: 0 };
    const { toasts, unauthorized } = setup(() => json(401, env));
    const err = (await call('sysUser', 'login', { username: 'a', password: 'b' }, { toast: false, auth: false }).catch((e) => e)) as ApiError;
    expect(err.envelope).toEqual(env);
    expect(toasts).toEqual([]);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('turns transport failures into a network ApiError', async () => {
    const { toasts } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const err = (await call('Meta', 'getResources').catch((e) => e)) as ApiError;
    expect(err.code).toBe('network');
    expect(toasts[0][0]).toBe('text:messages.network');
  });

  it('turns a non-JSON answer into a server error', async () => {
    setup(() => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const err = (await call('Meta', 'getResources').catch((e) => e)) as ApiError;
    expect(err.code).toBe('502');
  });
});

describe('kept answers (ETag)', () => {
  const withTag = (body: unknown, etag: string) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', etag } });
  const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

  it('keeps the answer with its tag, sends the tag back, and answers the kept copy on 304', async () => {
    const env = { code: '200', msg: 'ok', list: [{ name: 'SysDept' }], total: 1 };
    let answer: Response = withTag(env, 'W/"v1"');
    const { requests } = setup(() => answer);
    await expect(call('Meta', 'getResources', {}, { keep: true })).resolves.toEqual({ list: env.list, total: 1, msg: 'ok' });
    expect(headerOf(requests[0].init, 'If-None-Match')).toBeUndefined();
    expect(JSON.parse(memory.get('kept-answer:Meta/getResources')!)).toEqual({ etag: 'W/"v1"', envelope: env });

    answer = new Response(null, { status: 304, headers: { etag: 'W/"v1"' } });
    await expect(call('Meta', 'getResources', {}, { keep: true })).resolves.toEqual({ list: env.list, total: 1, msg: 'ok' });
    expect(headerOf(requests[1].init, 'If-None-Match')).toBe('W/"v1"');

    const next = { ...env, list: [{ name: 'SysDept' }, { name: 'SysUser' }], total: 2 };
    answer = withTag(next, 'W/"v2"');
    await expect(call('Meta', 'getResources', {}, { keep: true })).resolves.toEqual({ list: next.list, total: 2, msg: 'ok' });
    expect(JSON.parse(memory.get('kept-answer:Meta/getResources')!).etag).toBe('W/"v2"');
  });

  it('keeps nothing for calls that do not ask, nor for errors', async () => {
    setup(() => withTag({ code: '200', msg: 'ok', list: [], total: 0 }, 'W/"x"'));
    await call('SysDept', 'getList');
    expect([...memory.keys()].filter((k) => k.startsWith('kept-answer:'))).toEqual([]);
    setup(() => json(500, { code: '500', msg: 'boom', list: [], total: 0 }));
    await call('Meta', 'getResources', {}, { keep: true, toast: false }).catch(() => undefined);
    expect([...memory.keys()].filter((k) => k.startsWith('kept-answer:'))).toEqual([]);
  });

  it('survives sign-out: it holds declarations, not a user\'s data', async () => {
    setup(() => withTag({ code: '200', msg: 'ok', list: [], total: 0 }, 'W/"x"'));
    await call('Meta', 'getResources', {}, { keep: true });
    clearSession();
    expect(memory.has('kept-answer:Meta/getResources')).toBe(true);
  });
});

describe('loading overlay', () => {
  afterEach(() => jest.useRealTimers());

  it('stays up until 300 ms after the last answer', async () => {
    jest.useFakeTimers();
    setup(() => json(200, { code: '200', msg: 'ok', list: [], total: 0 }));
    const p = call('Meta', 'getResources');
    expect(isLoadingVisible()).toBe(true);
    await p;
    expect(isLoadingVisible()).toBe(true);
    jest.advanceTimersByTime(OVERLAY_CLOSE_DELAY_MS - 1);
    expect(isLoadingVisible()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isLoadingVisible()).toBe(false);
  });

  it('closes at once after an upload', async () => {
    const { requests } = setup(() => json(200, { code: '200', msg: 'ok', list: [{ id: 3 }], total: 1 }));
    const form = new FormData();
    form.append('folder', 'boatInfoFile');
    await upload('uploadFile', 'uploadFile', form);
    expect(isLoadingVisible()).toBe(false);
    expect((requests[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('is not raised by background calls', async () => {
    setup(() => json(200, { code: '200', msg: 'ok', list: [], total: 0 }));
    const p = call('SysMessage', 'getNoReadCount', {}, { overlay: false });
    expect(isLoadingVisible()).toBe(false);
    await p;
  });
});

describe('download()', () => {
  it('answers the file and its name from Content-Disposition', async () => {
    setup(
      () =>
        new Response('xlsx-bytes', {
          status: 200,
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="sysUser-2026-01-01.xlsx"' },
        }),
    );
    const { blob, filename } = await download('sysUser', 'export', {});
    expect(filename).toBe('sysUser-2026-01-01.xlsx');
    expect(await blob.text()).toBe('xlsx-bytes');
  });

  it('still handles an error envelope', async () => {
    setup(() => json(403, { code: '403', msg: 'No permission', list: [], total: 0 }));
    await expect(download('sysUser', 'export', {})).rejects.toMatchObject({ code: '403' });
  });

  it('reads plain and RFC 5987 file names', () => {
    expect(filenameFrom('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(filenameFrom("attachment; filename*=UTF-8''%E8%88%B9%E5%91%98.xlsx")).toBe('船员.xlsx');
    expect(filenameFrom(null)).toBeNull();
  });
});

describe('"continue?" (ConfirmRequired)', () => {
  const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];
  const warning = (key: string, message: string) => ({ field: key, key, reason: 'confirm', message });
  const ask = (token: string, ...keys: Array<[string, string]>) =>
    json(428, { code: '428', msg: 'Please confirm to continue', list: [], total: 0, error: 'ConfirmRequired', confirmToken: token, fields: keys.map(([k, m]) => warning(k, m)) });
  const ok = () => json(200, { code: '200', msg: 'ok', list: [{ id: 9 }], total: 1 });

  it('asks with the warnings and, accepted, sends the same call again with the answer\'s token in X-Confirm and the same Idempotency-Key', async () => {
    const answers = [ask('T1', ['dispatch.certWarning', 'certificates expire'], ['dispatch.readyLate', 'ready late']), ok()];
    const { requests, toasts } = setup(() => answers.shift()!);
    const asked: string[][] = [];
    configureClient({ confirm: async (m) => (asked.push(m), true) });
    await expect(call('BoatPlanDispatch', 'insertList', { planId: 1 })).resolves.toEqual({ list: [{ id: 9 }], total: 1, msg: 'ok' });
    expect(asked).toEqual([['certificates expire', 'ready late']]);
    expect(requests).toHaveLength(2);
    expect(headerOf(requests[0].init, 'X-Confirm')).toBeUndefined();
    expect(headerOf(requests[1].init, 'X-Confirm')).toBe('T1');
    expect(requests[1].init.body).toBe(requests[0].init.body);
    expect(headerOf(requests[0].init, 'Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(headerOf(requests[1].init, 'Idempotency-Key')).toBe(headerOf(requests[0].init, 'Idempotency-Key'));
    expect(toasts).toEqual([]);
  });

  it('asks again about further warnings, keeping the tokens already accepted; a changed fact (same key, new token) is asked again', async () => {
    const answers = [ask('T1', ['a.one', 'one']), ask('T2', ['a.two', 'two']), ask('T3', ['a.two', 'two, changed']), ok()];
    const { requests } = setup(() => answers.shift()!);
    const asked: string[][] = [];
    configureClient({ confirm: async (m) => (asked.push(m), true) });
    await call('X', 'update', { id: 1 }, { idempotencyKey: 'form-1' });
    expect(asked).toEqual([['one'], ['two'], ['two, changed']]);
    expect(requests.map((r) => headerOf(r.init, 'X-Confirm'))).toEqual([undefined, 'T1', 'T1,T2', 'T1,T2,T3']);
    expect(requests.map((r) => headerOf(r.init, 'Idempotency-Key'))).toEqual(['form-1', 'form-1', 'form-1', 'form-1']);
  });

  it('each call has its own Idempotency-Key', async () => {
    const { requests } = setup(() => ok());
    await call('X', 'insert', { a: 1 });
    await call('X', 'insert', { a: 1 });
    expect(headerOf(requests[0].init, 'Idempotency-Key')).not.toBe(headerOf(requests[1].init, 'Idempotency-Key'));
  });

  it('declined: throws a quiet "cancelled" error, sends nothing more and shows no toast', async () => {
    const { requests, toasts } = setup(() => ask('T9', ['dispatch.regenerate', 'regenerate?']));
    configureClient({ confirm: async () => false });
    const err = (await call('BoatPlanDispatch', 'update', { id: 1 }).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.declined).toBe(true);
    expect(err.code).toBe('cancelled');
    expect(err.fields).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('a warning raised again after it was accepted (its token already sent) is an error, not a loop', async () => {
    const { requests, toasts } = setup(() => ask('T1', ['a.one', 'one']));
    configureClient({ confirm: async () => true });
    const err = (await call('X', 'update', {}).catch((e) => e)) as ApiError;
    expect(err.code).toBe('428');
    expect(requests).toHaveLength(2);
    expect(toasts).toEqual([['Please confirm to continue', ERROR_TOAST_SECONDS]]);
  });

  it('without a confirm hook the answer is an ordinary error', async () => {
    const { toasts } = setup(() => ask('T1', ['a.one', 'one']));
    configureClient({ confirm: undefined });
    const err = (await call('X', 'update', {}).catch((e) => e)) as ApiError;
    expect(err.code).toBe('428');
    expect(toasts).toHaveLength(1);
  });
});
