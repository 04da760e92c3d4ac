// Every front end gets 'react-router' as a shared singleton built from infra/webpack/react-router-shared.mjs,
// which re-exports a chosen list of names. A name imported anywhere but missing from that list would
// break the build (or, in a remote deployed alone, the page): this keeps the list and the sources in step.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SHARED = path.join(ROOT, 'infra', 'webpack', 'react-router-shared.mjs');
const APP_DIRS = [
  'shell',
  'mfe-identity',
  'mfe-tenants',
  'mfe-workshops',
  'mfe-bookings',
  'packages/web-kit',
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test', '__tests__'].includes(entry.name) ? [] : sourceFiles(full);
    // server.tsx is the storefront's Node renderer: a plain build with the whole package, not shared.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^server\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value (not type-only) names imported from 'react-router' in one file. */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

const sharedNames = new Set(
  [...fs.readFileSync(SHARED, 'utf8').matchAll(/^\s+(\w+),?$/gm)].map((m) => m[1]!),
);

describe('the shared react-router', () => {
  it('re-exports only names the real package has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require('react-router') as Record<string, unknown>;
    expect(sharedNames.size).toBeGreaterThan(10);
    for (const name of sharedNames) expect([name, name in real]).toEqual([name, true]);
  });

  it('has every name the front ends import', () => {
    const missing: string[] = [];
    for (const dir of APP_DIRS) {
      for (const file of sourceFiles(path.join(ROOT, dir, 'src'))) {
        for (const name of importedNames(fs.readFileSync(file, 'utf8'))) {
          if (!sharedNames.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is not bypassed by a namespace or default import', () => {
    const offenders = APP_DIRS.flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir, 'src')).filter((file) =>
        /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-router'/.test(fs.readFileSync(file, 'utf8')),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
