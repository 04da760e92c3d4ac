// jsdom has no fetch; the api module builds its query function at import. Component tests never call out.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = (() => Promise.reject(new Error('No network in component tests'))) as typeof fetch;
}
// react-router reads TextEncoder at import; jsdom leaves it out.
if (typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TextEncoder, TextDecoder } = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
