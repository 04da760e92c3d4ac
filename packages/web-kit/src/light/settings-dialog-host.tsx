// The settings dialog of spec §2, one for both front ends: mfe-identity renders it, the store's
// settingsOpen opens it, and it mounts only for a signed-in person while open.
import { selectCurrentUser, selectSettingsOpen, uiSlice, useAppDispatch, useAppSelector } from '../store';
import { RemoteModule } from './remote-module';

export function SettingsDialogHost() {
  const user = useAppSelector(selectCurrentUser);
  const open = useAppSelector(selectSettingsOpen);
  const dispatch = useAppDispatch();
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
