// jsdom with the platform's fetch classes, for the storefront's and the console screens' component
// tests: RTK Query builds a `Request` for every call, which jsdom lacks, and Node's Request accepts only
// Node's AbortSignal, so these come from Node. `fetch` itself refuses until a test stubs it and answers
// like the gateway would: component tests never reach the network.
const { TestEnvironment } = require('../infra/jest/jsdom-environment');

const FROM_NODE = [
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
    this.global.fetch = () => Promise.reject(new Error('No network in component tests: stub fetch'));
  }
}

module.exports = JsdomWithFetchEnvironment;
