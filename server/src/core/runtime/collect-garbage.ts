import v8 from 'node:v8';
import vm from 'node:vm';

// A full collection on request. Long streaming work (an export of 100,000 rows) keeps each batch alive
// across a database round trip, so its rows outlive the young generation and pile up in the old one;
// V8 collects that lazily and the process grows by hundreds of MB of garbage before it does (measured:
// live heap 50 MB, heap 208 MB). Collecting between batches keeps the process near its live size at
// the cost of a pause of some 15 ms per collection.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

// Collects each time `every` more units (rows, say) have been counted.
export function collectEvery(every: number): (units: number) => void {
  let count = 0;
  return (units) => {
    count += units;
    if (count < every) return;
    count = 0;
    gc();
  };
}
