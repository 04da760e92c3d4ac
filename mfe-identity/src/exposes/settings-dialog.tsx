export { SettingsDialog as default } from '../features/settings/settings-dialog';
