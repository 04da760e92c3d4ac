// The settings dialog of spec §2, one for both front ends: mfe-identity renders it, the store's
// settingsOpen opens it, and it mounts only for a signed-in person while open. Its open state is
// remembered across a reload (spec §2), for the page it was opened on: another page, reached in the
// app or by a full load, starts with it closed (issue 31 item 12: it reopened on the next page).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { selectCurrentUser, selectSettingsOpen, uiSlice, useAppDispatch, useAppSelector } from '../store';
import { RemoteModule } from './remote-module';

export const SETTINGS_PAGE_KEY = 'coachwork.settingsPage';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function SettingsDialogHost() {
  const user = useAppSelector(selectCurrentUser);
  const open = useAppSelector(selectSettingsOpen);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  useEffect(() => {
    const store = storage();
    if (!open) {
      store?.removeItem(SETTINGS_PAGE_KEY);
      return;
    }
    const openedOn = store?.getItem(SETTINGS_PAGE_KEY);
    if (openedOn == null) store?.setItem(SETTINGS_PAGE_KEY, pathname);
    else if (openedOn !== pathname) dispatch(uiSlice.actions.setSettingsOpen(false));
  }, [open, pathname, dispatch]);

  if (!user || !open) return null;
  return (
    <RemoteModule
      remote="mfe_identity"
      exposed="settings-dialog"
      loading={null}
      props={{ open, onClose: () => dispatch(uiSlice.actions.setSettingsOpen(false)) }}
    />
  );
}
