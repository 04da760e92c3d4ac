// The clock of holds, reminders, waitlist offers, review requests and payouts. In a running product it is
// the system's; with TEST_CLOCK=true (refused in production) it runs ahead by the offset written in
// DATA_DIR/test-clock.json, so a browser story or a demo can see tomorrow's reminder today:
// `npm run clock -- advance 1d` moves it, `npm run clock -- reset` brings it back. The sweeper reads it at
// its next tick; every bookings process on the same DATA_DIR reads the same file.
import fs from 'node:fs';
import path from 'node:path';

export const TEST_CLOCK_FILE = 'test-clock.json';

/** How often the file is looked at (a stat), at most. */
const RECHECK_MS = 500;

export interface ClockFile {
  offsetMs: number;
}

export function readClockFile(file: string): ClockFile {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const offsetMs = (parsed as Partial<ClockFile>)?.offsetMs;
    return { offsetMs: Number.isFinite(offsetMs) ? Number(offsetMs) : 0 };
  } catch {
    // No file (never moved) or one being written: the system's time.
    return { offsetMs: 0 };
  }
}

/** The system's clock moved by the offset in `dataDir`'s test-clock.json, read again when it changes. */
export function movableClock(dataDir: string): () => Date {
  const file = path.resolve(dataDir, TEST_CLOCK_FILE);
  let offsetMs = readClockFile(file).offsetMs;
  let checkedAt = Date.now();
  let seenMtime = 0;
  return () => {
    const real = Date.now();
    if (real - checkedAt >= RECHECK_MS) {
      checkedAt = real;
      const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (mtime !== seenMtime) {
        seenMtime = mtime;
        offsetMs = readClockFile(file).offsetMs;
      }
    }
    return new Date(real + offsetMs);
  };
}
