// How the booking mails write a date: in the schedule's own zone, with the zone named.
/** 'Thursday, 12 November 2026 at 09:00 GMT'. */
export function when(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}
