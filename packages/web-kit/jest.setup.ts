// jsdom has no fetch, and the api module builds its query function at import. Component tests never
// call out; under node (the other web-kit tests) fetch exists and this does nothing.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = (() => Promise.reject(new Error('No network in component tests'))) as typeof fetch;
}
