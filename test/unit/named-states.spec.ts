import { named } from '../../server/src/core/dictionary/dict-dsl';
import { DISPATCH_DICTIONARIES } from '../../server/src/modules/dispatch/dispatch.dictionaries';
import { DISPATCH_STATUS, OPEN_STATUSES, PLAN_STATUS } from '../../server/src/modules/dispatch/dispatch.states';
import { BUSINESS_STATUS } from '../../server/src/workflow/workflow.states';

// States by name: the constants come from the dictionary's own declaration, so a name cannot drift from
// the value the dictionary ships (values themselves are held by shipped-ids.spec.ts).

describe('named dictionary items', () => {
  it('answers the items in their order and a constant per name, typed as its literal', () => {
    const s = named({ Pending: ['1', '待派遣', 'Pending'], Closed: ['5', '已关闭', 'Closed'] });
    expect(s.items).toEqual([['1', '待派遣', 'Pending'], ['5', '已关闭', 'Closed']]);
    const closed: '5' = s.values.Closed;
    expect(closed).toBe('5');
    expect(Object.isFrozen(s.values)).toBe(true);
  });

  it('refuses two names for one value', () => {
    expect(() => named({ A: ['1', '甲', 'A'], B: ['1', '乙', 'B'] })).toThrow(/share a value/);
  });

  it('gives dispatch and the workflow the values their dictionaries ship', () => {
    const items = (mark: string) => DISPATCH_DICTIONARIES.find((d) => d.mark === mark)!.items.map((i) => [i.value, i.name.en]);
    expect(items('dispatchStatus')).toEqual([['1', 'Pending'], ['2', 'Dispatching'], ['3', 'Finished'], ['4', 'Cancelled'], ['5', 'Closed']]);
    const cancelled: '4' = DISPATCH_STATUS.Cancelled;
    expect(cancelled).toBe('4');
    expect(OPEN_STATUSES).toEqual(['1', '2']);
    expect(PLAN_STATUS.InProgress).toBe('2');
    expect(BUSINESS_STATUS.InApproval).toBe('2');
  });
});
