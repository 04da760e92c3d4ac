// One person at a browser, for the chaos suite: keeps its cookies, sends the CSRF token back like the
// front ends do, and tells apart the three things a caller can learn from a request: an answer (2xx or
// 4xx), a failure it may retry (a network error, a 5xx, or a 409 saying the same key is still being
// processed), and nothing at all.
const { randomUUID } = require('node:crypto');

const REQUEST_TIMEOUT_MS = 20_000;
const KEY_IN_USE = 'A request with this Idempotency-Key is still being processed.';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class Person {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
    this.userId = undefined;
  }

  absorb(res) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /**
   * One request. Never throws: a network error is `{status: 0}`. `key` sends an Idempotency-Key.
   * Answers `{status, body, replayed, retryAfter}`.
   */
  async request(method, path, body, key) {
    try {
      if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) {
        const res = await fetch(`${this.base}/v1/csrf-cookie`, {
          headers: { cookie: this.cookieHeader() },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        this.absorb(res);
        await res.arrayBuffer();
        if (!this.cookies.has('XSRF-TOKEN')) return { status: res.status || 0, body: undefined };
      }
      const headers = { cookie: this.cookieHeader(), accept: 'application/json' };
      if (method !== 'GET') {
        headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN'));
        headers['content-type'] = 'application/json';
      }
      if (key) headers['idempotency-key'] = key;
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      this.absorb(res);
      const text = await res.text();
      let parsed;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return {
        status: res.status,
        body: parsed,
        replayed: res.headers.get('idempotent-replayed') === 'true',
        retryAfter: Number(res.headers.get('retry-after')) || 0,
      };
    } catch (error) {
      return { status: 0, body: undefined, error: String(error?.cause?.code ?? error?.name ?? error) };
    }
  }

  get(path) {
    return this.request('GET', path);
  }

  post(path, body, key) {
    return this.request('POST', path, body, key);
  }

  async login(email, password = 'Password123') {
    for (let attempt = 0; ; attempt++) {
      const res = await this.post('/v1/auth/login', { email, password });
      if (res.status === 200) {
        this.userId = res.body.data.id;
        return res.body.data;
      }
      if (attempt > 50 || (res.status > 0 && res.status < 500))
        throw new Error(`login as ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
      await sleep(500);
    }
  }
}

/** Whether a caller may send the same request again: nothing came back, a 5xx, or the key is busy. */
function retryable(res) {
  return res.status === 0 || res.status >= 500 || (res.status === 409 && res.body?.message === KEY_IN_USE);
}

/**
 * A request as a caller who retries it sends it: the same Idempotency-Key (when `key`) after a network
 * error, a 5xx or a busy key, with a growing pause, until an answer or `giveUpMs`. `attempts` counts the
 * sends (`onAnswer` hears each). A caller who does not retry is one attempt.
 */
async function persist(person, method, path, body, { key, retries, giveUpMs = 60_000, onAnswer }) {
  const started = Date.now();
  let pause = 200;
  let attempts = 0;
  for (;;) {
    const res = await person.request(method, path, body, key);
    attempts++;
    onAnswer?.(res);
    if (!retries || !retryable(res) || Date.now() - started > giveUpMs) return { ...res, attempts };
    await sleep(Math.max(pause, res.retryAfter ? Math.min(res.retryAfter * 1000, 2000) : 0));
    pause = Math.min(pause * 2, 2000);
  }
}

module.exports = { Person, persist, retryable, sleep, randomKey: randomUUID, KEY_IN_USE };
