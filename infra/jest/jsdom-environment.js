// jest's jsdom environment for the front ends' component tests, with jsdom's selector engine given
// room for every style rule antd puts in the document (see widenSelectorCache). Used as is by the
// identity remote's project, and extended with the platform's fetch classes by
// mfe-bookings/jest.jsdom-fetch.environment.js (the storefront and the console screens).
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

/**
 * jsdom matches CSS selectors with nwsapi, which keeps compiled selectors in an LRU of 1,000. A console
 * screen's document holds several thousand antd style rules, and getComputedStyle (Testing Library's
 * role and name queries ask it for every element they weigh) walks all of them in order: with more
 * rules than places, every selector is compiled again on every call (profiled: a third of a console
 * screen test's time in nwsapi's compile). The same nwsapi with room for them; nothing else changes.
 */
function widenSelectorCache(limit) {
  const file = require.resolve('nwsapi', { paths: [path.dirname(require.resolve('jsdom/package.json'))] });
  if (require.cache[file]) return;
  const source = fs.readFileSync(file, 'utf8');
  const widened = source.replace(/CACHE_LIMIT = \d+/, `CACHE_LIMIT = ${limit}`);
  if (widened === source) return; // another nwsapi than the one this was written for: left as it is
  const loaded = new Module(file, module);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(path.dirname(file));
  loaded._compile(widened, file);
  loaded.loaded = true;
  require.cache[file] = loaded;
}

widenSelectorCache(50_000);

// Required after the cache is widened, so jsdom (and its nwsapi) load the widened copy.
const { TestEnvironment: JsdomEnvironment } = require('jest-environment-jsdom');

class TestEnvironment extends JsdomEnvironment {}

module.exports = TestEnvironment;
module.exports.TestEnvironment = TestEnvironment;
