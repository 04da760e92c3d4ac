// The order jest starts test files in: longest first, so the workers do not end with one of them
// running a two-minute browser suite alone. jest's own order uses the durations of the last run on this
// machine, and a fresh clone (CI's) has none: it falls back to file size, which put the console's
// accessibility suite (137 s, a small file) near the end. Here a file jest has timed keeps jest's
// figure; any other takes its figure from infra/jest/durations.json (seconds, from a full run:
// `node scripts/test-durations.js LOG`), and a file that is new there is guessed from its size.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = path.resolve(__dirname, '../..');
const DURATIONS = require('./durations.json');
/** Seconds a file with no measured figure is taken to need: about a second per 4 KB of test. */
const BYTES_A_SECOND = 4096;

class LongestFirst extends Sequencer {
  sort(tests) {
    const seconds = new Map(
      tests.map((test) => {
        const timed = this.time(test);
        if (timed) return [test, timed / 1000];
        const listed = DURATIONS[path.relative(ROOT, test.path).split(path.sep).join('/')];
        if (listed !== undefined) return [test, listed];
        let size = 0;
        try {
          size = fs.statSync(test.path).size;
        } catch {
          // a file gone since jest listed it: it sorts last
        }
        return [test, size / BYTES_A_SECOND];
      }),
    );
    // As jest does: a file that failed last time first, so its news comes early.
    const failed = (test) => (this.hasFailed(test) ? 1 : 0);
    return [...tests].sort((a, b) => failed(b) - failed(a) || seconds.get(b) - seconds.get(a));
  }
}

module.exports = LongestFirst;
