import { authSlice, makeStore, uiSlice, UI_STORAGE_KEY } from '../src/store';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('makeStore', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('starts signed out-but-unknown, sidebar open and settings closed, even without a window', () => {
    const state = makeStore().getState();
    expect(state.auth).toEqual({ user: null, checked: false });
    expect(state.ui).toEqual({ sidebarOpen: true, settingsOpen: false });
    expect(state.api).toBeDefined();
  });

  it('remembers the sidebar and settings dialog across visits', () => {
    const localStorage = new MemoryStorage();
    (globalThis as { window?: unknown }).window = { localStorage };

    const first = makeStore();
    first.dispatch(uiSlice.actions.setSidebarOpen(false));
    first.dispatch(uiSlice.actions.setSettingsOpen(true));
    expect(JSON.parse(localStorage.getItem(UI_STORAGE_KEY)!)).toEqual({
      sidebarOpen: false,
      settingsOpen: true,
    });

    expect(makeStore().getState().ui).toEqual({ sidebarOpen: false, settingsOpen: true });
  });

  it('ignores a corrupt saved layout', () => {
    const localStorage = new MemoryStorage();
    localStorage.setItem(UI_STORAGE_KEY, '{not json');
    (globalThis as { window?: unknown }).window = { localStorage };
    expect(makeStore().getState().ui).toEqual({ sidebarOpen: true, settingsOpen: false });
  });

  it('sets and clears the signed-in user', () => {
    const store = makeStore();
    const user = { id: 'u1', username: 'ada' } as never;
    store.dispatch(authSlice.actions.set(user));
    expect(store.getState().auth).toEqual({ user, checked: true });
    store.dispatch(authSlice.actions.cleared());
    expect(store.getState().auth).toEqual({ user: null, checked: true });
  });
});
