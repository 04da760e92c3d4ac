import { matchShortcut, type ShortcutEvent } from '../src/shortcuts';

const key = (k: string, mods: Partial<ShortcutEvent> = {}): ShortcutEvent => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('matchShortcut on macOS (Cmd)', () => {
  it.each([
    [key('L', { metaKey: true, shiftKey: true }), 'logout'],
    [key('/', { metaKey: true }), 'search'],
    [key('D', { metaKey: true, shiftKey: true }), 'theme'],
  ] as const)('%o is %s', (event, action) => {
    expect(matchShortcut(event, true)).toBe(action);
  });

  it('ignores Ctrl, which is not the modifier there', () => {
    expect(matchShortcut(key('L', { ctrlKey: true, shiftKey: true }), true)).toBeNull();
  });
});

describe('matchShortcut elsewhere (Ctrl)', () => {
  it.each([
    [key('L', { ctrlKey: true, shiftKey: true }), 'logout'],
    [key('/', { ctrlKey: true }), 'search'],
    [key('D', { ctrlKey: true, shiftKey: true }), 'theme'],
  ] as const)('%o is %s', (event, action) => {
    expect(matchShortcut(event, false)).toBe(action);
  });

  it('ignores Cmd/Win, which is not the modifier there', () => {
    expect(matchShortcut(key('D', { metaKey: true, shiftKey: true }), false)).toBeNull();
  });
});

describe('matchShortcut misses', () => {
  it.each([
    ['no modifier', key('L', { shiftKey: true })],
    ['no shift for logout', key('l', { ctrlKey: true })],
    ['shift on search', key('?', { ctrlKey: true, shiftKey: true })],
    ['alt as well', key('D', { ctrlKey: true, shiftKey: true, altKey: true })],
    ['another letter', key('K', { ctrlKey: true, shiftKey: true })],
  ])('%s', (_label, event) => {
    expect(matchShortcut(event, false)).toBeNull();
  });

  it('matches by physical key when the layout types no Latin letter', () => {
    expect(matchShortcut(key('В', { ctrlKey: true, shiftKey: true, code: 'KeyD' }), false)).toBe('theme');
    // A Latin letter wins over its physical position (Dvorak, AZERTY).
    expect(matchShortcut(key('E', { ctrlKey: true, shiftKey: true, code: 'KeyD' }), false)).toBeNull();
  });
});
