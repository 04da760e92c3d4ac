// `npm run clock -- advance 1d | advance 90m | reset | show`: moves the running product's clock when it runs
// with TEST_CLOCK=true (services/bookings/src/domain/clock.ts): the offset goes to DATA_DIR/test-clock.json
// (DATA_DIR defaults to ./data, as `npm start` uses), which the bookings service reads at its next sweep
// (every 15 s), so reminders, waitlist offers, review requests and expired holds come due as if the time
// had passed.
const fs = require('node:fs');
const path = require('node:path');

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 };
const dataDir = path.resolve(process.env.DATA_DIR || path.join(__dirname, '..', 'data'));
const file = path.join(dataDir, 'test-clock.json');

function current() {
  try {
    const { offsetMs } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Number.isFinite(offsetMs) ? offsetMs : 0;
  } catch {
    return 0;
  }
}

function write(offsetMs) {
  fs.mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, `${JSON.stringify({ offsetMs })}\n`);
  // A rename: the product never reads half a file.
  fs.renameSync(tmp, file);
}

function show(offsetMs) {
  const hours = offsetMs / 3_600_000;
  process.stdout.write(
    `the product's clock: ${new Date(Date.now() + offsetMs).toISOString()} ` +
      `(${hours === 0 ? 'the real time' : `${hours > 0 ? '+' : ''}${Number(hours.toFixed(2))} h`}; ${file})\n`,
  );
}

const [command, amount] = process.argv.slice(2);
if (command === 'advance') {
  const match = /^(\d+)([mhd])$/.exec(amount ?? '');
  if (!match) {
    process.stderr.write('usage: npm run clock -- advance <number><m|h|d>   (e.g. advance 1d, advance 90m)\n');
    process.exit(2);
  }
  const offsetMs = current() + Number(match[1]) * UNITS[match[2]];
  write(offsetMs);
  show(offsetMs);
} else if (command === 'reset') {
  fs.rmSync(file, { force: true });
  show(0);
} else if (command === 'show' || command === undefined) {
  show(current());
} else {
  process.stderr.write('usage: npm run clock -- advance <number><m|h|d> | reset | show\n');
  process.exit(2);
}
