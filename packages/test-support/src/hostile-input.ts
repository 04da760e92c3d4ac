// Hostile input shared by the suites that prove the product refuses it (issue 18): redirect targets
// that would leave the site, and list parameters that once reached the database as 500s.

/** Hostile targets: each would take a browser off the site, now or after one more decode. */
export const HOSTILE_REDIRECTS: readonly string[] = [
  '//evil.test/x',
  '///evil.test/x',
  '////evil.test/x',
  '/\\evil.test/x',
  '\\\\evil.test/x',
  '/\\/evil.test/x',
  '/\t/evil.test/x',
  '/\r\n/evil.test/x',
  '\t//evil.test/x',
  ' //evil.test/x',
  '/%09/evil.test/y',
  '/%0d%0a/evil.test/y',
  '/%2F/evil.test/x',
  '/%2f%2fevil.test/x',
  '/%5Cevil.test/x',
  '/%5cevil.test/x',
  '/%255Cevil.test/x',
  '/%25252F/evil.test/x',
  '/.//evil.test/x',
  '/b/..//evil.test/x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.test/x',
  'https://evil.test/x',
  'http:/evil.test/x',
  'http:evil.test',
  'evil.test/x',
  'b',
  '',
  '/%E0%A4%A',
  `/${'a'.repeat(2001)}`,
];

/** Legitimate targets, kept exactly as given. */
export const SAFE_REDIRECTS: readonly string[] = [
  '/b',
  '/',
  '/schedules/x?y=1#z',
  '/admin/users/1',
  '/b/bookings?page=2&sort=-startDate',
  '/c/schedules/new?from=%2Fc',
  '/schedules/a%2Fb',
];
