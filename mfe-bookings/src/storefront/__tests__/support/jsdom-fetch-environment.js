// jsdom for the storefront's component tests, with Node's fetch classes: RTK Query builds a Request with
// its AbortSignal, and jsdom's AbortSignal is not the one Node's Request accepts, so both come from Node.
// Tests stub `fetch` itself and answer like the gateway would.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
