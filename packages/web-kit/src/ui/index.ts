// @coachwork/web-kit/ui: the antd side of the kit (theme provider, toasts on antd's notification).
// Pages that must stay light (the storefront, the console's sign-in) import only the core entry;
// this one loads antd. antd 5 renders notifications and modals through ReactDOM.render, which React
// 19 removed: the patch runs once here, before antd renders anything.
import '@ant-design/v5-patch-for-react-19';

export { antdTheme, AppThemeProvider } from './theme-provider';
export { ToastProvider, useToast, TOAST_APP_CONFIG } from './toasts';
export { CheckedParams, SectionPages, sectionHas } from './section-pages';
export { savingModalProps } from './saving-modal';
export type { SavingModalProps } from './saving-modal';
export { ConsolePage, RecordState, settled } from './console-page';
export type { Crumb } from './console-page';
export { TrashTable } from './trash-table';
export { ExportMenu } from './export-menu';
export type { ExportMenuProps } from './export-menu';
export type { TrashTableProps } from './trash-table';
export { useRowActions } from './row-actions';
export type { RowActionsOptions } from './row-actions';
export type { SectionPage, SectionTab } from './section-pages';
export {
  FormItem,
  FormNumberItem,
  FormSelectItem,
  FormSwitchItem,
  FormTextAreaItem,
  FormTextItem,
  fieldErrorMessage,
  textValue,
} from './form-items';
export type {
  FormItemBaseProps,
  FormNumberItemProps,
  FormSelectItemProps,
  FormSwitchItemProps,
  FormTextAreaItemProps,
  FormTextItemProps,
  TextNullable,
} from './form-items';
export { DashboardView, KpiCards } from './dashboard';
export { PayoutsTable } from './payouts-table';
export { CONSOLE_KIT_MESSAGES } from './messages';
