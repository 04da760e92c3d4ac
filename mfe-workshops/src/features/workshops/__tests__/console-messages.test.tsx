// The console screens' catalogue (issue 28 item 5) against the sources that use it: every t('id') of the
// workshops, templates and schedules screens is in the catalogue, and every message is used somewhere.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { WORKSHOPS_CONSOLE_MESSAGES, workshopsMessages } from '../../../messages';

const SRC = join(__dirname, '..', '..', '..');
const ROOTS = [
  'features/workshops',
  'features/workshop-templates',
  'features/workshop-schedules',
  'exposes',
  'bootstrap.tsx',
  'index.ts',
];

function sources(path: string): string[] {
  if (!statSync(path).isDirectory()) return /\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((name) => name !== '__tests__')
    .flatMap((name) => sources(join(path, name)));
}

const files = ROOTS.flatMap((root) => sources(join(SRC, root)));
const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
const used = new Set([...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]!));
const ids = Object.keys(WORKSHOPS_CONSOLE_MESSAGES.en);

describe('the workshops console catalogue', () => {
  it('reads the screens’ sources', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(used.size).toBeGreaterThan(100);
  });

  it('has every id the screens ask for, and no id by a computed name', () => {
    expect([...used].filter((id) => !ids.includes(id))).toEqual([]);
    expect(text).not.toMatch(/\bt\(\s*`/);
  });

  it('uses every message', () => {
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
  });

  it('holds valid ICU messages that read as the screens always wrote them', () => {
    for (const message of Object.values(WORKSHOPS_CONSOLE_MESSAGES.en)) {
      expect(() => new IntlMessageFormat(message, 'en')).not.toThrow();
    }
    const { t } = workshopsMessages;
    expect(t('bookingsCell.link', { count: 7 })).toBe('7 bookings of this schedule');
    expect(t('minSeats.why', { n: 1, min: 6 })).toBe('1 more seat needed to go ahead (minimum 6).');
    expect(t('scheduleForm.capacityHint', { seats: 12 })).toBe("Left empty: the workshop's 12 seats.");
    expect(t('waitlist.offerConfirm', { seats: 2, name: 'Ada' })).toBe('Offer 2 seats to Ada now?');
    expect(t('cancel.what', { title: undefined, start: '1 May' })).toBe(
      ' on 1 May. Its bookings are notified.',
    );
  });
});
