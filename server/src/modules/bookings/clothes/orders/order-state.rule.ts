import { CLOTHES_STATE as S } from '../clothes.states';

// An order's state from its lines' (pure): the least advanced of the lines still under way (not
// cancelled, not returned), so an order reads "in delivery" until its last parcel arrives; once none is
// under way, returned if any came back, else cancelled; an order without lines is a draft (reserved).
const PROGRESS: string[] = [S.Reserve, S.NotSent, S.Shipping, S.Received];

export function orderState(lineStates: string[]): string {
  const under = lineStates.filter((s) => PROGRESS.includes(s));
  if (under.length) return PROGRESS[Math.min(...under.map((s) => PROGRESS.indexOf(s)))];
  if (lineStates.includes(S.Returned)) return S.Returned;
  if (lineStates.includes(S.Cancelled)) return S.Cancelled;
  return S.Reserve;
}

// sent or received: as far as the crew change needs them (the dispatch plan's logistics)
export const isReady = (state: string): boolean => state === S.Shipping || state === S.Received;
