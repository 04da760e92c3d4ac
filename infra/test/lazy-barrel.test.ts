// The tests' lazy antd and @ant-design/icons (infra/jest/lazy-barrel.js): the same exports as the
// packages' own indexes, each the very same value, and nothing loaded before it is read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the jest helper is CommonJS
const { lazyBarrel, readIndex } = require('../jest/lazy-barrel') as {
  lazyBarrel(indexFile: string): Record<string, unknown>;
  readIndex(indexFile: string): { exported: Map<string, unknown>; whole: string[] } | undefined;
};

describe.each([
  ['antd', 'antd/lib/index.js'],
  ['@ant-design/icons', '@ant-design/icons/lib/index.js'],
])('%s in the tests', (name, index) => {
  it('is read from its index, not loaded as it is', () => {
    expect(readIndex(require.resolve(index))).toBeDefined();
  });

  it('exports what the package exports, each the same value', () => {
    // `name` is mapped to the lazy barrel (jest.config.js); the index path is not.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const lazy = require(name) as Record<string, unknown>;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require(index) as Record<string, unknown>;
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
    const differ = Object.keys(real).filter((key) => lazy[key] !== real[key]);
    expect(differ).toEqual([]);
    expect(Object.keys(lazy).length).toBeGreaterThan(50);
  });
});

describe('an index of its own', () => {
  let dir: string;
  const loads: string[] = [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-barrel-'));
    (globalThis as Record<string, unknown>).lazyBarrelLoads = loads;
    const part = (file: string, body: string) =>
      fs.writeFileSync(
        path.join(dir, file),
        `globalThis.lazyBarrelLoads.push(${JSON.stringify(file)});\n${body}`,
      );
    part('button.js', 'exports.__esModule = true; exports.default = "the button";');
    part('plain.js', 'module.exports = "a module without __esModule";');
    part('context.js', 'exports.__esModule = true; exports.default = { Provider: "the provider" };');
    part('helpers.js', 'exports.helper = "a helper"; exports.Button = "not this one";');
    fs.writeFileSync(
      path.join(dir, 'index.js'),
      [
        '"use strict";',
        'var _interopRequireDefault = require("@babel/runtime/helpers/interopRequireDefault").default;',
        'Object.defineProperty(exports, "__esModule", {\n  value: true\n});',
        'exports.Provider = void 0;',
        'Object.defineProperty(exports, "Button", {\n  enumerable: true,\n  get: function () {\n    return _button.default;\n  }\n});',
        'Object.defineProperty(exports, "Plain", {\n  enumerable: true,\n  get: function get() {\n    return _plain.default;\n  }\n});',
        'var _button = _interopRequireDefault(require("./button"));',
        'var _plain = _interopRequireDefault(require("./plain"));',
        'var _context = _interopRequireDefault(require("./context"));',
        'var _helpers = require("./helpers");',
        'Object.keys(_helpers).forEach(function (key) {\n  if (key === "default") return;\n});',
        'var Provider = exports.Provider = _context.default.Provider;',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'odd.js'), 'globalThis.lazyBarrelLoads.push("odd.js");\nexports.a = 1;');
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('loads each part when it is first read, and a whole re-export at once', () => {
    loads.length = 0;
    const barrel = lazyBarrel(path.join(dir, 'index.js'));
    expect(loads).toEqual(['helpers.js']);
    expect(Object.keys(barrel).sort()).toEqual(['Button', 'Plain', 'Provider', 'helper']);
    expect(barrel.Button).toBe('the button');
    expect(loads).toEqual(['helpers.js', 'button.js']);
    expect(barrel.Plain).toBe('a module without __esModule');
    expect(barrel.Provider).toBe('the provider');
    expect(barrel.helper).toBe('a helper');
    expect(loads).toEqual(['helpers.js', 'button.js', 'plain.js', 'context.js']);
  });

  it('loads an index it cannot read as it is', () => {
    loads.length = 0;
    expect(readIndex(path.join(dir, 'odd.js'))).toBeUndefined();
    expect(lazyBarrel(path.join(dir, 'odd.js'))).toEqual({ a: 1 });
    expect(loads).toEqual(['odd.js']);
  });
});
