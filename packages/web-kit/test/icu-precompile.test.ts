// The browser bundles carry every catalogue's messages parsed at build time and no parser
// (infra/webpack/icu-precompile-loader.js): each message of every front end's catalogue must read the
// same from its AST as from its string, in both languages, with plurals, selects and tags.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { messageSource } from '../src/i18n';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { literalText, precompileCatalogue } = require('../../../infra/webpack/icu-precompile-loader.js') as {
  literalText: (node: ts.Expression) => string | undefined;
  precompileCatalogue: (
    source: string,
    fileName: string,
    parse: (text: string, options?: object) => unknown,
  ) => { source: string; messages: number; dynamic: string[] };
};

const ROOT = path.resolve(__dirname, '../../..');

/** Every catalogue file of the front ends: messages.ts and *-messages.ts that declare `const en`. */
function catalogues(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__tests__' && entry.name !== 'dist') walk(full);
      } else if (/messages\.ts$/.test(entry.name) && /^const en = \{/m.test(fs.readFileSync(full, 'utf8'))) {
        found.push(full);
      }
    }
  };
  for (const dir of ['shell/src', 'mfe-bookings/src', 'mfe-identity/src', 'mfe-tenants/src', 'mfe-workshops/src'])
    walk(path.join(ROOT, dir));
  walk(path.join(ROOT, 'packages/web-kit/src'));
  return found.sort();
}

/** `lang › id` → the initializer's node of each property of the file's `const en` and `const de`. */
function entries(source: string): Map<string, ts.Expression> {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const out = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !['en', 'de'].includes(d.name.text)) continue;
      if (!d.initializer || !ts.isObjectLiteralExpression(d.initializer)) continue;
      for (const p of d.initializer.properties) {
        if (ts.isPropertyAssignment(p)) out.set(`${d.name.text} › ${p.name.getText(file)}`, p.initializer);
      }
    }
  }
  return out;
}

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}
type Ast = Element[];

/** Values for every argument a message names: numbers for plurals, words for the rest, tags kept visible. */
function valuesFor(ast: Ast, n: number, values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of ast) {
    if (el.value === undefined) continue;
    if (el.type === 6 || el.type === 2) values[el.value] = n;
    else if (el.type === 8) values[el.value] = (chunks: string[]) => `<${el.value}>${chunks.join('')}</>`;
    else if (el.type === 3 || el.type === 4) values[el.value] = new Date(Date.UTC(2030, 2, 12, 16));
    else if (el.type === 5) values[el.value] ??= 'other';
    else values[el.value] ??= `‹${el.value}›`;
    for (const option of Object.values(el.options ?? {})) valuesFor(option.value, n, values);
    if (el.children) valuesFor(el.children, n, values);
  }
  return values;
}

const format = (message: string | Ast, lang: string, values: Record<string, unknown>) =>
  String(
    new IntlMessageFormat(message as ConstructorParameters<typeof IntlMessageFormat>[0], lang).format(
      values as Record<string, string>,
    ),
  );

describe('precompiled catalogues', () => {
  const files = catalogues();

  it('finds the storefront, booker and coach areas, web-kit and the four console catalogues', () => {
    const names = files.map((f) => path.relative(ROOT, f));
    expect(names).toEqual(
      expect.arrayContaining([
        'mfe-bookings/src/storefront/messages.ts',
        'mfe-bookings/src/storefront/pages/booker-area/messages.ts',
        'mfe-workshops/src/features/coach-area/messages.ts',
        'packages/web-kit/src/messages.ts',
        'mfe-bookings/src/features/messages.ts',
        'mfe-identity/src/messages.ts',
        'mfe-tenants/src/messages.ts',
        'mfe-workshops/src/messages.ts',
        'shell/src/messages.ts',
      ]),
    );
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))('%s reads the same parsed', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    const written = entries(source);
    const built = precompileCatalogue(source, file, parse);
    const precompiled = entries(built.source);
    expect(built.messages + built.dynamic.length).toBe(written.size);
    expect([...precompiled.keys()]).toEqual([...written.keys()]);
    for (const [key, node] of written) {
      const lang = key.split(' › ')[0]!;
      const text = literalText(node);
      if (text === undefined) {
        expect(built.dynamic).toContain(key);
        continue;
      }
      // `(<ast> as unknown as string)`: the array literal inside the two casts.
      const inner = precompiled.get(key)!.getText();
      const ast = JSON.parse(inner.slice(1, inner.indexOf(' as unknown as string)'))) as Ast;
      for (const n of [1, 3]) {
        const values = valuesFor(ast, n);
        expect([key, format(ast, lang, values)]).toEqual([key, format(text, lang, values)]);
      }
    }
  });

  // A message the build could not read (a constant imported from the contracts) reaches the browser as
  // its string, where no parser is bundled: it must be plain text, which formats without one.
  it.each(files.map((f) => [path.relative(ROOT, f), f]))('%s: its constants are plain text', (_name, file) => {
    const { dynamic } = precompileCatalogue(fs.readFileSync(file, 'utf8'), file, parse);
    if (!dynamic.length) return;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = Object.values(require(file) as Record<string, unknown>);
    const catalogue = exported.find(
      (value): value is Record<string, Record<string, string>> =>
        typeof value === 'object' && value !== null && 'en' in value,
    );
    expect(catalogue).toBeDefined();
    for (const key of dynamic) {
      const [lang, quoted] = key.split(' › ') as [string, string];
      const text = catalogue![lang]![JSON.parse(quoted.replace(/^'|'$/g, '"'))]!;
      expect([key, messageSource(text)]).toEqual([key, [{ type: 0, value: text }]]);
      expect(format(messageSource(text) as Ast, lang, {})).toBe(text);
    }
  });

  // The bundles hold a catalogue's messages parsed: a value read straight from it is an AST, not words.
  it('has no source read a message from a catalogue but through a translator', () => {
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!['node_modules', '__tests__', 'dist'].includes(entry.name)) walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !full.endsWith(path.join('src', 'i18n.tsx'))) {
          const source = fs.readFileSync(full, 'utf8');
          if (/[A-Z_]MESSAGES\??\.(en|de)\b|\b(en|de)\[['"`]/.test(source)) readers.push(path.relative(ROOT, full));
        }
      }
    };
    for (const dir of ['shell/src', 'mfe-bookings/src', 'mfe-identity/src', 'mfe-tenants/src', 'mfe-workshops/src'])
      walk(path.join(ROOT, dir));
    walk(path.join(ROOT, 'packages/web-kit/src'));
    expect(readers).toEqual([]);
  });

  it('formats a plain string without a parser, and leaves ICU syntax to the parser', () => {
    expect(messageSource("Stripe's card form could not be loaded.")).toEqual([
      { type: 0, value: "Stripe's card form could not be loaded." },
    ]);
    for (const text of ['{n} seats', 'a <b>bold</b> word', "it''s", '{n, plural, one {# seat} other {# seats}}'])
      expect(messageSource(text)).toBe(text);
  });
});
