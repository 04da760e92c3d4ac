/**
 * @jest-environment jsdom
 */
// The settings dialog stays open across a reload of its page (spec §2) but not on the next page, in
// the app or after a full load (issue 31 item 12).
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { makeStore, selectSettingsOpen, SettingsDialogHost, SETTINGS_PAGE_KEY, uiSlice } from '../src/index';

function openAt(path: string) {
  const store = makeStore();
  const router: { navigate: NavigateFunction } = { navigate: () => undefined };
  function Navigator() {
    router.navigate = useNavigate();
    return null;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <SettingsDialogHost />
      </MemoryRouter>
    </Provider>,
  );
  return { store, router };
}

beforeEach(() => localStorage.clear());

describe('the settings dialog host', () => {
  it('keeps the dialog open on a reload of the page it was opened on', () => {
    const first = openAt('/b');
    act(() => void first.store.dispatch(uiSlice.actions.setSettingsOpen(true)));
    expect(localStorage.getItem(SETTINGS_PAGE_KEY)).toBe('/b');

    const reloaded = openAt('/b'); // the store reads the remembered open state
    expect(selectSettingsOpen(reloaded.store.getState())).toBe(true);
  });

  it('closes it when the app moves to another page', () => {
    const { store, router } = openAt('/users');
    act(() => void store.dispatch(uiSlice.actions.setSettingsOpen(true)));
    act(() => void router.navigate('/bookings'));
    expect(selectSettingsOpen(store.getState())).toBe(false);
    expect(localStorage.getItem(SETTINGS_PAGE_KEY)).toBeNull();
  });

  it('closes it when another page loads with the remembered open state', () => {
    const first = openAt('/b');
    act(() => void first.store.dispatch(uiSlice.actions.setSettingsOpen(true)));
    const next = openAt('/');
    expect(selectSettingsOpen(next.store.getState())).toBe(false);
  });
});
