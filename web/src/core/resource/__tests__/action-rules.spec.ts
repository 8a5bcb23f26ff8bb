import { actionApplies } from '../action-rules';

describe('actionApplies', () => {
  it('applies everywhere without a condition', () => {
    expect(actionApplies({}, { status: '1' })).toBe(true);
  });
  it('applies only when every listed field holds a listed value', () => {
    const pause = { when: { status: ['1'] } };
    expect(actionApplies(pause, { status: '1' })).toBe(true);
    expect(actionApplies(pause, { status: '0' })).toBe(false);
    expect(actionApplies({ when: { status: ['1'], kind: ['a', 'b'] } }, { status: '1', kind: 'c' })).toBe(false);
    expect(actionApplies({ when: { parentId: [null] } }, { parentId: null })).toBe(true);
  });
  it('offers an action declared for one user of the row to that user only', () => {
    const withdraw = { when: { status: ['2'] }, actWhen: { user: 'starterId' } };
    expect(actionApplies(withdraw, { status: '2', starterId: 7 }, 7)).toBe(true);
    expect(actionApplies(withdraw, { status: '2', starterId: 7 }, 1)).toBe(false);
    expect(actionApplies(withdraw, { status: '2', starterId: 7 })).toBe(false);
    // a row naming nobody is left to `when` and the server
    expect(actionApplies(withdraw, { status: '2', starterId: null }, 1)).toBe(true);
  });
});
