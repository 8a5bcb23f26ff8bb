// Adds up the jest JSON reports of a CI run into one closing line: "tests: N passed, N failed".
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) {
  const r = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  // other JSON a run leaves there (the bundle weight figures) is not a jest report
  if (typeof r.numPassedTests !== 'number') continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests;
  console.log(`${f}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
