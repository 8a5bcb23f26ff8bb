// Writes each jest run's totals to $JEST_JSON_DIR so CI can print one closing line for all runs.
const fs = require('node:fs');
const path = require('node:path');

class JsonTotalsReporter {
  constructor(globalConfig, options) {
    this.name = (options && options.name) || 'jest';
  }
  onRunComplete(_contexts, results) {
    const dir = process.env.JEST_JSON_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const suffix = process.env.JEST_JSON_SUFFIX ? `-${process.env.JEST_JSON_SUFFIX}` : '';
    const { numPassedTests, numFailedTests, numPendingTests, numTotalTests } = results;
    fs.writeFileSync(path.join(dir, `${this.name}${suffix}.json`), JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTotalTests }));
  }
}
module.exports = JsonTotalsReporter;
