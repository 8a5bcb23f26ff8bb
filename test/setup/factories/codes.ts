import { shippedDictionaries } from '../../../server/src/core/dictionary/dictionary-declarations';

// Dictionary values by their English label, read from the declared dictionaries (what the seed writes),
// so a test names "Finished" rather than the magic '3'. Throws naming the dictionary and the label.
export function code(mark: string, label: string): string {
  const dict = shippedDictionaries().find((d) => d.mark === mark);
  if (!dict) throw new Error(`no dictionary "${mark}" is declared`);
  const item = dict.items.find((i) => i.name.en === label);
  if (!item) throw new Error(`dictionary "${mark}" has no item "${label}" (it has: ${dict.items.map((i) => i.name.en).join(', ')})`);
  return item.value;
}

// Named views of one dictionary: `DATA_SCOPE.own` reads dataScope's "Own records only" when used
// (modules declare their dictionaries as they load, after this file is read).
const named = <K extends string>(mark: string, labels: Record<K, string>): Record<K, string> =>
  Object.defineProperties({} as Record<K, string>, Object.fromEntries(Object.entries(labels).map(([k, label]) => [k, { get: () => code(mark, label as string), enumerable: true }])));

export const DATA_SCOPE = named('dataScope', { all: 'All', departments: 'Selected departments', ownDept: 'Own department', ownDeptAndBelow: 'Own department and below', own: 'Own records only' });
export const LEAVE_TYPE = named('leaveType', { annual: 'Annual leave', sick: 'Sick leave', personal: 'Personal leave' });
// the states modules name for their code (crew.states.ts, dispatch.states.ts), under the names tests use
export { BOARD_STATE, CREW_SCOPE } from '../../../server/src/modules/crew/crew.states';
export { DISPATCH_OPERATION as OPERATION, DISPATCH_STATUS as ORDER_STATUS } from '../../../server/src/modules/dispatch/dispatch.states';
// a stint's state has no dictionary: boat-work.entity.ts documents 1 as the open stint (on board)
export const STINT = { open: '1', ended: '2' } as const;
