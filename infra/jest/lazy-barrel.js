// A package's CommonJS index whose exports load when first read. antd's `lib/index.js` requires all
// of its 70 components, and @ant-design/icons' index all of its 800 icons, as soon as anything is
// imported from them; jest evaluates every module again in each test file, so every jsdom test paid
// for the whole of both (about a second on this machine) to render a few buttons. Bundles never see
// this: webpack takes the ES build and drops what is not used.
//
// The index is read, not run: each `Object.defineProperty(exports, "Name", { get … return _x.y })`
// becomes a getter that requires `_x`'s module on first read; `exports.Name = _x.y.z` the same; a
// re-export of everything from a file (`Object.keys(_x).forEach(…)`) is read the same way, in turn, or,
// when that file is not such an index, required at once. Anything else in an index makes the package
// load as it is (infra/test/lazy-barrel.test.ts compares the two).
const fs = require('node:fs');
const path = require('node:path');

const GETTER =
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function(?: get)? ?\(\) \{\s*return (_\w+)((?:\.\w+)+);\s*\}\s*\}\);/g;
const ASSIGNED = /^(?:var \w+ = )?exports\.(\w+) = (_\w+)((?:\.\w+)+);$/gm;
const VOIDED = /^exports\.\w+(?: = exports\.\w+)* = void 0;$/gm;
const REQUIRED = /^var (_\w+) = (_interopRequireDefault\()?require\("(\.[^"]+)"\)\)?;$/gm;
const STAR =
  /^var (_\w+) = require\("(\.[^"]+)"\);\nObject\.keys\(\1\)\.forEach\(function \(key\) \{[\s\S]*?\n\}\);$/gm;
/** What an index may hold besides the statements above. */
const HARMLESS = [
  /^"use (?:strict|client)";$/gm,
  /^var _interopRequireDefault = require\("@babel\/runtime\/helpers\/interopRequireDefault"\)\.default;$/gm,
  /^Object\.defineProperty\(exports, "__esModule", \{\s*value: true\s*\}\);$/gm,
  /^var _exportNames = \{[^}]*\};$/gm,
];

/**
 * The exports of `indexFile`: `exported`, name → the module that holds it (its file, whether it is
 * wrapped as babel's interop wraps it, the property path to read), and `whole`, the files re-exported
 * whole that are not indexes themselves. Undefined when the index holds anything this does not read.
 */
function readIndex(indexFile) {
  const text = fs.readFileSync(indexFile, 'utf8');
  const dir = path.dirname(indexFile);
  const modules = new Map();
  for (const [, name, interop, file] of text.matchAll(REQUIRED))
    modules.set(name, { file: require.resolve(path.join(dir, file)), interop: Boolean(interop) });
  const exported = new Map();
  const whole = [];
  let rest = text;
  for (const [statement, name, module, props] of [...text.matchAll(GETTER), ...text.matchAll(ASSIGNED)]) {
    if (!modules.has(module)) return undefined;
    exported.set(name, { ...modules.get(module), props: props.slice(1).split('.') });
    rest = rest.replace(statement, '');
  }
  for (const [statement, , file] of text.matchAll(STAR)) {
    const target = require.resolve(path.join(dir, file));
    const inner = readIndex(target);
    if (inner) {
      // The index's own names win, as its forEach skips them.
      for (const [name, where] of inner.exported) if (!exported.has(name)) exported.set(name, where);
      whole.push(...inner.whole);
    } else whole.push(target);
    rest = rest.replace(statement, '');
  }
  for (const pattern of [REQUIRED, VOIDED, ...HARMLESS]) rest = rest.replace(pattern, '');
  if (rest.replace(/\/\/# sourceMappingURL=.*$/m, '').trim()) return undefined;
  return { exported, whole };
}

/** `module.exports` for a mapped package: its index's exports, each module required on first read. */
function lazyBarrel(indexFile) {
  const index = readIndex(indexFile);
  if (!index) return require(indexFile);
  const loaded = new Map();
  const load = ({ file, interop }) => {
    if (!loaded.has(file)) {
      const mod = require(file);
      loaded.set(file, interop && !(mod && mod.__esModule) ? { default: mod } : mod);
    }
    return loaded.get(file);
  };
  const barrel = {};
  Object.defineProperty(barrel, '__esModule', { value: true });
  for (const [name, where] of index.exported)
    Object.defineProperty(barrel, name, {
      enumerable: true,
      get: () => where.props.reduce((value, prop) => value[prop], load(where)),
    });
  for (const file of index.whole) {
    const mod = require(file);
    for (const name of Object.keys(mod))
      if (name !== 'default' && name !== '__esModule' && !(name in barrel))
        Object.defineProperty(barrel, name, { enumerable: true, get: () => mod[name] });
  }
  return barrel;
}

module.exports = { lazyBarrel, readIndex };
