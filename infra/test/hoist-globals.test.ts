// drizzle-orm as the tests load it (infra/jest/hoist-globals.js): its built-ins read once per module,
// its modules still strict, its answers unchanged.
import fs from 'node:fs';
import { Column, SQL, sql } from 'drizzle-orm';
import { entityKind, is } from 'drizzle-orm/entity';
import { PgColumn, PgDialect, pgTable, PgTable, text } from 'drizzle-orm/pg-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the jest transformer is CommonJS
const { hoist, BUILT_INS } = require('../jest/hoist-globals') as {
  hoist(source: string): string;
  BUILT_INS: string[];
};

describe('drizzle-orm in the tests', () => {
  it('reads its built-ins once, when the module loads', () => {
    // A copy of drizzle's entity module loaded while `Error` is another class keeps that class: its
    // `is` throws one after `Error` is back. Read at each call, it would throw a plain Error.
    const global = globalThis as { Error: ErrorConstructor };
    const realError = global.Error;
    class LoadTimeError extends realError {}
    let fresh: typeof is | undefined;
    global.Error = LoadTimeError as ErrorConstructor;
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        fresh = (require('drizzle-orm/entity') as { is: typeof is }).is;
      });
    } finally {
      global.Error = realError;
    }
    class NotDrizzle {}
    expect(() => fresh!({}, NotDrizzle as never)).toThrow(LoadTimeError);
  });

  it('puts the read on the first line, after "use strict"', () => {
    const source = fs.readFileSync(require.resolve('drizzle-orm/entity'), 'utf8');
    const hoisted = hoist(source);
    expect(hoisted.split('\n')[0]).toBe(
      `"use strict"; const { ${BUILT_INS.join(', ')} } = globalThis; ${source.split('\n')[0]!.slice('"use strict";'.length)}`,
    );
    expect(hoisted.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('keeps a module strict, and one without the directive as it was', () => {
    const strict = hoist('"use strict";\nmodule.exports = function () { return this; };');
    expect(strict.startsWith('"use strict"; const {')).toBe(true);
    // The hoisted text run as a module: `this` in its function is undefined only in strict code.
    const run = (text: string) =>
      new Function('module', `${text}\nreturn module.exports;`)({}) as () => unknown;
    expect(run(strict)()).toBeUndefined();
    expect(hoist('module.exports = 1;')).toBe(
      `const { ${BUILT_INS.join(', ')} } = globalThis; module.exports = 1;`,
    );
  });

  it('answers as drizzle does', () => {
    const table = pgTable('things', { name: text('name') });
    expect(is(table.name, Column)).toBe(true);
    expect(is(table.name, PgColumn)).toBe(true);
    expect(is(table, PgTable)).toBe(true);
    expect(is(sql`select 1`, SQL)).toBe(true);
    expect(is(table.name, SQL)).toBe(false);
    expect(is('name', Column)).toBe(false);
    expect(is({ name: 'x' }, Column)).toBe(false);
    expect(is(null, Column)).toBe(false);
    // An object of another copy of a class is still recognised by its kind.
    class Copy {
      static readonly [entityKind] = (Column as unknown as Record<symbol, string>)[entityKind];
    }
    expect(is(new Copy(), Column)).toBe(true);
    class NotDrizzle {}
    expect(() => is(table.name, NotDrizzle as never)).toThrow(/doesn't look like a Drizzle entity/);
    const query = new PgDialect().sqlToQuery(
      sql`select ${table.name} from ${table} where ${table.name} = ${'x'}`,
    );
    expect([query.sql, query.params]).toEqual([
      'select "things"."name" from "things" where "things"."name" = $1',
      ['x'],
    ]);
  });
});
