// jsdom has no fetch, and the api module builds its query function at import. Component tests never
// call out; under node (the other web-kit tests) fetch exists and this does nothing.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = (() => Promise.reject(new Error('No network in component tests'))) as typeof fetch;
}

// jsdom has no TextEncoder either, which react-router reads at import (the settings host's test).
if (typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}
