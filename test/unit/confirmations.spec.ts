import { AppException } from '../../server/src/core/errors/app.exception';
import { confirmedKeys, confirmWarnings } from '../../server/src/core/errors/confirmations';
import { defineErrors } from '../../server/src/core/errors/error-code';
import type { OpContext } from '../../server/src/core/resource/op-context';
import { parseSlots, slotsText } from '../../server/src/modules/dispatch/plans/template-slots';

const W = defineErrors('unitConfirm', {
  late: [428, '{name} 晚到，是否继续？', '{name} is late. Continue?'],
  cert: [428, '证书预警，是否继续？', 'Certificate warning. Continue?'],
});
const ctx = (confirmed: string[]) => ({ lang: 'en', user: { userId: 7 }, confirmed }) as unknown as OpContext;

describe('"continue?" confirmations', () => {
  it('reads X-Confirm as a list of keys and ignores anything else', () => {
    expect(confirmedKeys('a.b, c_d ,,bad key,x;y')).toEqual(['a.b', 'c_d']);
    expect(confirmedKeys(['a', 'b'])).toEqual(['a', 'b']);
    expect(confirmedKeys(undefined)).toEqual([]);
    expect(confirmedKeys(Array.from({ length: 30 }, (_, i) => `k${i}`).join(','))).toHaveLength(20);
  });

  it('refuses while a warning is not accepted, naming each one in both languages', () => {
    let err: AppException | undefined;
    try {
      confirmWarnings(ctx([W.cert]), [{ key: W.late, params: { name: '王' } }, { key: W.cert }]);
    } catch (e) {
      err = e as AppException;
    }
    expect(err?.key).toBe('ConfirmRequired');
    expect(err?.status).toBe(428);
    expect(err?.fields).toEqual([{ field: W.late, key: W.late, reason: 'confirm', message: { zh: '王 晚到，是否继续？', en: '王 is late. Continue?' } }]);
  });

  it('answers the accepted warnings with who accepted them, to be recorded', () => {
    const out = confirmWarnings(ctx([W.late, W.cert]), [{ key: W.late, params: { name: 'Li' } }]);
    expect(out).toEqual([{ key: W.late, text: { zh: 'Li 晚到，是否继续？', en: 'Li is late. Continue?' }, by: 7, at: expect.any(String) }]);
    expect(confirmWarnings(ctx([]), [])).toEqual([]);
  });
});

describe('manning template slots', () => {
  it('reads rank:places pairs and refuses repeats, zero or too many places', () => {
    expect(parseSlots('1:1, 2:1，12:3')).toEqual([{ duty: '1', count: 1 }, { duty: '2', count: 1 }, { duty: '12', count: 3 }]);
    expect(slotsText(parseSlots('1：1 5:1')!)).toBe('1:1, 5:1');
    for (const bad of ['', '1:1,1:2', '1:0', '1:21', 'a:1', '1-1']) expect(parseSlots(bad)).toBeNull();
  });
});
