import { AppException } from '../../server/src/core/errors/app.exception';
import { confirmToken, confirmTokens, confirmWarnings, type Warning } from '../../server/src/core/errors/confirmations';
import { defineErrors } from '../../server/src/core/errors/error-code';
import type { OpContext } from '../../server/src/core/resource/op-context';
import { parseSlots, slotsText } from '../../server/src/modules/dispatch/plans/template-slots';

const W = defineErrors('unitConfirm', {
  late: [428, '{name} 晚到，是否继续？', '{name} is late. Continue?'],
  cert: [428, '证书预警，是否继续？', 'Certificate warning. Continue?'],
});
const secret = Buffer.alloc(32, 7);
const ctx = (tokens: string[], userId = 7, operation = 'insertList') =>
  ({ lang: 'en', user: { userId }, resource: { name: 'Order' }, operation, confirm: { tokens, secret } }) as unknown as OpContext;
const refusal = (c: OpContext, warnings: Warning[]): AppException => {
  try {
    confirmWarnings(c, warnings);
  } catch (e) {
    return e as AppException;
  }
  throw new Error('no refusal');
};
const late = (name: string, date = '2027-01-02', subject = 1): Warning => ({ key: W.late, params: { name, date }, subject });

describe('"continue?" confirmations', () => {
  it('reads X-Confirm as a list of tokens and ignores anything else, warning keys included', () => {
    const tok = confirmToken(secret, ctx([]), [late('王')]);
    expect(tok).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirmTokens(`${tok}, dispatch.certWarning ,,bad key`)).toEqual([tok]);
    expect(confirmTokens([tok, tok])).toEqual([tok, tok]);
    expect(confirmTokens(undefined)).toEqual([]);
  });

  it('refuses until the token of exactly these warnings comes back, naming each in both languages', () => {
    const warnings = [late('王'), { key: W.cert }];
    const err = refusal(ctx([]), warnings);
    expect(err.key).toBe('ConfirmRequired');
    expect(err.status).toBe(428);
    expect(err.fields[0]).toEqual({ field: W.late, key: W.late, reason: 'confirm', message: { zh: '王 晚到，是否继续？', en: '王 is late. Continue?' } });
    const token = err.params.confirmToken as string;
    // the keys alone confirm nothing (what X-Confirm carried before)
    expect(refusal({ ...ctx([]), confirmed: undefined, confirm: { tokens: confirmTokens(`${W.late},${W.cert}`), secret } } as OpContext, warnings).key).toBe('ConfirmRequired');
    // the same warnings in another order: the same token
    expect(confirmWarnings(ctx([token]), [...warnings].reverse()).map((c) => c.key).sort()).toEqual([W.cert, W.late].sort());
  });

  it('a token confirms only what it was given for: a changed fact, subject, caller or operation asks again', () => {
    const token = refusal(ctx([]), [late('王')]).params.confirmToken as string;
    expect(refusal(ctx([token]), [late('王', '2027-01-03')]).params.confirmToken).not.toBe(token);
    expect(refusal(ctx([token]), [late('王', '2027-01-02', 2)]).key).toBe('ConfirmRequired');
    expect(refusal(ctx([token]), [late('王'), { key: W.cert }]).key).toBe('ConfirmRequired');
    expect(refusal(ctx([token], 8), [late('王')]).key).toBe('ConfirmRequired');
    expect(refusal(ctx([token], 7, 'update'), [late('王')]).key).toBe('ConfirmRequired');
    expect(refusal({ ...ctx([token]), confirm: { tokens: [token], secret: Buffer.alloc(32, 8) } } as OpContext, [late('王')]).key).toBe('ConfirmRequired');
  });

  it('answers the accepted warnings with who accepted them, to be recorded', () => {
    const token = refusal(ctx([]), [late('Li')]).params.confirmToken as string;
    const out = confirmWarnings(ctx(['x'.repeat(43), token]), [late('Li')]);
    expect(out).toEqual([{ key: W.late, text: { zh: 'Li 晚到，是否继续？', en: 'Li is late. Continue?' }, by: 7, at: expect.any(String) }]);
    expect(confirmWarnings(ctx([]), [])).toEqual([]);
  });

  it('server code may accept warnings by key (the demo seed); without a key to sign, no token is offered', () => {
    const seed = { lang: 'en', user: null, resource: { name: 'Order' }, operation: 'submit', confirmed: [W.late] } as unknown as OpContext;
    expect(confirmWarnings(seed, [late('Li')])).toHaveLength(1);
    const err = refusal(seed, [late('Li'), { key: W.cert }]);
    expect(err.params.confirmToken).toBeUndefined();
  });
});

describe('manning template slots', () => {
  it('reads rank:places pairs and refuses repeats, zero or too many places', () => {
    expect(parseSlots('1:1, 2:1，12:3')).toEqual([{ duty: '1', count: 1 }, { duty: '2', count: 1 }, { duty: '12', count: 3 }]);
    expect(slotsText(parseSlots('1：1 5:1')!)).toBe('1:1, 5:1');
    for (const bad of ['', '1:1,1:2', '1:0', '1:21', 'a:1', '1-1']) expect(parseSlots(bad)).toBeNull();
  });
});
