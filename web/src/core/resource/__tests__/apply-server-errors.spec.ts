import { ApiError } from '../../api/api-error';
import { applyServerErrors } from '../apply-server-errors';

// Issue 10 §2: a form shows what is wrong in words, under the field the rule is about.
describe('applyServerErrors', () => {
  const capture = () => {
    const set: Array<{ name: string; errors: string[] }> = [];
    return { form: { setFields: (f: Array<{ name: string; errors: string[] }>) => set.push(...f) }, set };
  };

  it("shows the field's message, never the bare reason", () => {
    const { form, set } = capture();
    const err = new ApiError('400', '输入有误', [{ field: 'newDuty', key: 'crew.sameRank', reason: 'same', message: '新职务不能与原职务相同' }]);
    expect(applyServerErrors(form as never, err, ['newDuty'])).toBe(true);
    expect(set).toEqual([{ name: 'newDuty', errors: ['新职务不能与原职务相同'] }]);
  });

  it("falls back to the error's message when a field comes without one", () => {
    const { form, set } = capture();
    const err = new ApiError('400', 'The dates overlap another stint of sea service', [{ field: 'onboatDate', reason: 'overlap' }]);
    applyServerErrors(form as never, err, ['onboatDate']);
    expect(set[0].errors).toEqual(['The dates overlap another stint of sea service']);
    expect(set[0].errors).not.toContain('overlap');
  });

  it('leaves fields the form does not show to the toast', () => {
    const { form, set } = capture();
    expect(applyServerErrors(form as never, new ApiError('400', 'x', [{ field: 'elsewhere', reason: 'required', message: 'm' }]), ['name'])).toBe(false);
    expect(set).toEqual([]);
  });
});
