// Wall-clock times in a schedule's own time zone, without a time-zone library: a schedule starting
// "10:00 in Europe/Berlin" is entered and shown as 10:00 whatever zone the browser is in.

/** Minutes the zone is ahead of UTC at this instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** 'YYYY-MM-DDTHH:mm' read in `timeZone` → ISO instant (UTC). */
export function zonedToIso(wallClock: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wallClock);
  if (!m) return wallClock;
  const guess = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  let instant = guess - offsetMinutes(guess, timeZone) * 60_000;
  // Around a DST change the offset at the guess and at the answer can differ: settle on the answer's.
  instant = guess - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** ISO instant → 'YYYY-MM-DDTHH:mm' as the clock reads in `timeZone`. */
export function isoToZoned(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const local = new Date(instant + offsetMinutes(instant, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The IANA zones the browser knows, the browser's own first. */
export function timeZones(): string[] {
  const own = browserTimeZone();
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', own];
  return [own, ...all.filter((z) => z !== own && z !== 'UTC'), ...(own === 'UTC' ? [] : ['UTC'])];
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** '12 Mar 2027, 10:00' in the zone. */
export function formatInZone(iso: string, timeZone: string, withZone = false): string {
  try {
    // dateStyle cannot be combined with timeZoneName, so the zone's name is appended.
    const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
    return withZone ? `${text} (${timeZone})` : text;
  } catch {
    return iso;
  }
}
