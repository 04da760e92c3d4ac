// jsdom has no fetch; the api module builds its query function at import. Component tests never call out.
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = (() => Promise.reject(new Error('No network in component tests'))) as typeof fetch;
}
