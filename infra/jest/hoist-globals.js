// A jest transformer for drizzle-orm's CommonJS files: the built-ins they use are read from the global
// object once per module, into constants, instead of on every use. In a test file's context every read
// of a global goes through the context's interceptor, and drizzle reads them on every piece of every
// query it builds: its `is(value, type)` check ran ten times slower than in the product (a million
// pairs of calls: 1,581 ms in jest, 150 ms in node) and took 20 % of the permission matrix's CPU. The
// constants go on the first line, after "use strict", so the module stays strict and every other line
// keeps its number; nothing else changes.
const { createHash } = require('node:crypto');
const fs = require('node:fs');

const BUILT_INS = ['Object', 'Array', 'JSON', 'Symbol', 'Math', 'Promise', 'Error'];
const PRELUDE = `const { ${BUILT_INS.join(', ')} } = globalThis; `;
const STRICT = /^(["'])use strict\1;?/;
const SELF = createHash('sha1').update(fs.readFileSync(__filename)).digest('hex');

/** The module's source with the built-ins read once at its top. */
function hoist(source) {
  const directive = STRICT.exec(source)?.[0] ?? '';
  return `${directive}${directive ? ' ' : ''}${PRELUDE}${source.slice(directive.length)}`;
}

module.exports = {
  process(source) {
    return { code: hoist(source) };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(SELF).update(filename).update(source).digest('hex');
  },
  hoist,
  BUILT_INS,
};
