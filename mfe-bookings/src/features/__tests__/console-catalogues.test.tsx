// The console's English-only catalogues (issue 28 item 5) against the sources that read them: every
// t('id') a remote writes is in its catalogue, every catalogue id is read somewhere (literally, or by
// an enumeration's `prefix.${value}`), and every message is a valid ICU message.
import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { SHELL_MESSAGES } from '../../../../shell/src/messages';
import { TENANTS_CONSOLE_MESSAGES } from '../../../../mfe-tenants/src/messages';
import { BOOKINGS_CONSOLE_MESSAGES } from '../messages';

const ROOT = path.resolve(__dirname, '../../../..');

const REMOTES = [
  {
    name: 'mfe-bookings',
    catalogue: BOOKINGS_CONSOLE_MESSAGES.en,
    dirs: ['mfe-bookings/src/features', 'mfe-bookings/src/exposes'],
  },
  { name: 'mfe-tenants', catalogue: TENANTS_CONSOLE_MESSAGES.en, dirs: ['mfe-tenants/src'] },
  { name: 'shell', catalogue: SHELL_MESSAGES.en, dirs: ['shell/src'] },
];

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(rel);
    return /\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts' ? [rel] : [];
  });
}

/** The ids a remote's sources read: t('id') literally, and `prefix.${value}` for an enumeration's. */
function readIds(dirs: string[]) {
  const text = dirs
    .flatMap(sources)
    .map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))
    .join('\n');
  const literal = new Set([...text.matchAll(/\bt\(\s*(['"])([^'"]+)\1/g)].map((m) => m[2]!));
  const prefixes = new Set([...text.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map((m) => m[1]!));
  return { literal, prefixes };
}

describe.each(REMOTES)('$name catalogue', ({ catalogue, dirs }) => {
  const ids = Object.keys(catalogue);
  const { literal, prefixes } = readIds(dirs);

  it('has every id the sources read', () => {
    expect(literal.size).toBeGreaterThan(0);
    expect([...literal].filter((id) => !Object.hasOwn(catalogue, id))).toEqual([]);
  });

  it('reads every id it has', () => {
    const unused = ids.filter((id) => !literal.has(id) && ![...prefixes].some((p) => id.startsWith(p)));
    expect(unused).toEqual([]);
  });

  it('holds valid ICU messages, with ids dotted and grouped', () => {
    for (const [id, message] of Object.entries(catalogue)) {
      expect(id).toMatch(/^[a-z][A-Za-z]*(\.[\w-]+)+$/);
      expect(() => new IntlMessageFormat(message, 'en')).not.toThrow();
    }
  });
});
