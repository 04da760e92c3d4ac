// Wall-clock times in a schedule's own time zone: a schedule starting "10:00 in Europe/Berlin" is
// entered and shown as 10:00 whatever zone the browser is in. dayjs's utc and timezone plugins do the
// zone arithmetic (including the days clocks change). How a time is shown is web-kit's `formatDateTime`.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/** 'YYYY-MM-DDTHH:mm' read in `timeZone` → ISO instant (UTC). */
export function zonedToIso(wallClock: string, timeZone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(wallClock)) return wallClock;
  return dayjs.tz(wallClock.slice(0, 16), WALL_CLOCK, timeZone).toISOString();
}

/** ISO instant → 'YYYY-MM-DDTHH:mm' as the clock reads in `timeZone`. */
export function isoToZoned(iso: string, timeZone: string): string {
  const instant = dayjs(iso);
  if (!instant.isValid()) return '';
  return instant.tz(timeZone).format(WALL_CLOCK);
}
