const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

// Long files first, so no worker is left alone with one at the end. jest orders by the durations it
// kept from earlier runs, and without them (a clean clone: CI) by file size, which put the hostile walk
// (three shards of ~100 s) last: the API tier took 330 s in CI against 215 s with timings kept. The
// files named here, longest first as measured on two cores, go before the rest in every run; the rest
// keep jest's order.
const LONGEST = [
  // API tier
  'hostile-walk-1',
  'hostile-walk-2',
  'hostile-walk-3',
  'cluster-outage',
  'faults-database',
  'dispatch-races',
  'mail',
  'mail-lease',
  'faults-locking',
  // browser tier
  'forms',
  'session',
  'tasks-read-only',
  'crew-journey',
  'dispatch-plan-view',
  'dispatch-journey',
];

const rank = (test) => {
  const i = LONGEST.indexOf(path.basename(test.path).replace(/\.spec\.ts$/, ''));
  return i < 0 ? LONGEST.length : i;
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    // Array.prototype.sort is stable: the files not named keep jest's order
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
