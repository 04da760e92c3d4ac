// The identity remote's catalogue against its sources (issue 28 item 5): every t('id') the remote calls
// is in the catalogue, and every message in the catalogue is called somewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDENTITY_MESSAGES } from '../messages';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && path !== join(SRC, 'messages.ts') ? [path] : [];
  });
}

// t('id'), t("id") and t('id', { ... }), however the call is wrapped.
const CALL = /\bt\(\s*['"]([^'"]+)['"]/g;

const used = new Map<string, string[]>();
for (const file of sources(SRC)) {
  for (const [, id] of readFileSync(file, 'utf8').matchAll(CALL)) {
    used.set(id!, [...(used.get(id!) ?? []), file.slice(SRC.length + 1)]);
  }
}
const catalogue = Object.keys(IDENTITY_MESSAGES.en);

describe("the identity remote's messages", () => {
  it('finds the calls in the sources', () => {
    expect(used.size).toBeGreaterThan(100);
  });

  it('holds every id the sources call', () => {
    const missing = [...used]
      .filter(([id]) => !catalogue.includes(id))
      .map(([id, files]) => `${id} (${files[0]})`);
    expect(missing).toEqual([]);
  });

  it('holds no message the sources never call', () => {
    expect(catalogue.filter((id) => !used.has(id))).toEqual([]);
  });
});
