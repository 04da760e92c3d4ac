// jsdom with the platform's fetch classes: RTK Query builds a `Request` for every call, which jsdom
// lacks, so component tests of screens that read /v1 through the real api stub `fetch` and answer with
// Node's `Response`. Node's AbortController comes too, because Node's Request accepts only its own signals.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) {
      this.global[name] = globalThis[name];
    }
    this.global.fetch = () => Promise.reject(new Error('No network in component tests: stub fetch'));
  }
}

module.exports = JsdomWithFetchEnvironment;
