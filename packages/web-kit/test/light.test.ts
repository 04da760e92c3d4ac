import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  fetchBuildId,
  isNewBuild,
  LoadingBar,
  LoadingBarTimeline,
  makeStore,
  reloadOnce,
  RELOAD_GUARD_KEY,
  type LoadingBarPhase,
} from '../src/index';
import { BASE_CSS } from '../src/styles';

describe('loading bar timeline (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function run() {
    const seen: LoadingBarPhase[] = [];
    const timeline = new LoadingBarTimeline((p) => seen.push(p));
    return { seen, timeline };
  }

  it('never shows for work shorter than the 200 ms throttle', () => {
    const { seen, timeline } = run();
    timeline.update(true);
    jest.advanceTimersByTime(199);
    timeline.update(false);
    jest.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
  });

  it('shows after 200 ms, fills at the end, hides 500 ms later and resets 400 ms after that', () => {
    const { seen, timeline } = run();
    timeline.update(true);
    jest.advanceTimersByTime(200);
    expect(timeline.current).toBe('running');
    timeline.update(false);
    expect(timeline.current).toBe('finishing');
    jest.advanceTimersByTime(499);
    expect(timeline.current).toBe('finishing');
    jest.advanceTimersByTime(1);
    expect(timeline.current).toBe('hiding');
    jest.advanceTimersByTime(400);
    expect(seen).toEqual(['running', 'finishing', 'hiding', 'idle']);
  });

  it('new work while finishing starts the throttle again instead of flickering', () => {
    const { seen, timeline } = run();
    timeline.update(true);
    jest.advanceTimersByTime(300);
    timeline.update(false);
    timeline.update(true);
    jest.advanceTimersByTime(200);
    expect(seen).toEqual(['running', 'finishing', 'running']);
  });

  it('renders hidden on the server', () => {
    const html = renderToString(
      createElement(Provider, { store: makeStore(), children: createElement(LoadingBar) }),
    );
    expect(html).toContain('data-phase="idle"');
    expect(html).toContain('aria-hidden="true"');
  });
});

describe('base stylesheet', () => {
  it('carries DESIGN.md tokens for both modes', () => {
    expect(BASE_CSS).toContain('--cw-primary:#eab308');
    expect(BASE_CSS).toContain(':root[data-theme=dark]{--cw-primary:#facc15');
    expect(BASE_CSS).toContain('--cw-radius:10px');
    expect(BASE_CSS).toContain('--cw-font-size:16px');
  });
});

describe('new-build check', () => {
  it('reads the id from the metadata file', async () => {
    const fetcher = jest.fn(async () => new Response(JSON.stringify({ id: 'b2', branch: 'main' })));
    await expect(fetchBuildId('/admin/build.json', fetcher as unknown as typeof fetch)).resolves.toBe('b2');
    expect(fetcher).toHaveBeenCalledWith('/admin/build.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('logs and answers nothing when the file cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetcher = jest.fn(async () => new Response('gone', { status: 404 }));
    await expect(fetchBuildId('/build.json', fetcher as unknown as typeof fetch)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('only a different published id counts as new', () => {
    expect(isNewBuild('a1', 'b2')).toBe(true);
    expect(isNewBuild('a1', 'a1')).toBe(false);
    expect(isNewBuild('a1', undefined)).toBe(false);
    expect(isNewBuild(undefined, 'b2')).toBe(false);
  });
});

describe('reload guard', () => {
  const items = new Map<string, string>();
  beforeAll(() => {
    (globalThis as { window?: unknown }).window = {
      sessionStorage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
      },
    };
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('reloads once, then not again for 10 seconds', () => {
    const reload = jest.fn();
    expect(reloadOnce(1_000_000, reload)).toBe(true);
    expect(items.get(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(reloadOnce(1_009_999, reload)).toBe(false);
    expect(reloadOnce(1_010_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('chunk load errors', () => {
  it('recognises webpack’s ChunkLoadError by name or message', () => {
    const { isChunkLoadError } = jest.requireActual<typeof import('../src/index')>('../src/index');
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 262 failed.\n(error: /admin/262.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
