#!/usr/bin/env node
// Writes infra/jest/durations.json from a full run's output (`npm test > LOG 2>&1`): each test file's
// seconds as jest printed them ("PASS project path (12.3 s)"); files jest printed no time for took
// under a few seconds and are left out. The sequencer (infra/jest/sequencer.js) starts the longest first.
// Usage: node scripts/test-durations.js LOG
const fs = require('node:fs');
const path = require('node:path');

const log = process.argv[2];
if (!log) {
  console.error('usage: node scripts/test-durations.js LOG');
  process.exit(2);
}
// eslint-disable-next-line no-control-regex -- the colours jest prints
const text = fs.readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const durations = {};
for (const m of text.matchAll(/^(?:PASS|FAIL) (?:\S+ )?(\S+\.test\.tsx?) \(([\d.]+) s\)/gm)) {
  durations[m[1]] = Math.round(Number(m[2]) * 10) / 10;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([, a], [, b]) => b - a));
const out = path.join(__dirname, '..', 'infra', 'jest', 'durations.json');
fs.writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' durations written to ${path.relative(process.cwd(), out)}`);
