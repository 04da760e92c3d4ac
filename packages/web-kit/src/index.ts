// @coachwork/web-kit: the front-end base shared by the console, its remotes and the storefront.
// antd 5 renders notifications and modals through ReactDOM.render, which React 19 removed; the patch
// must run once before antd renders anything, and every app imports this entry first.
import '@ant-design/v5-patch-for-react-19';

export {
  baseQuery,
  classifyError,
  configureApi,
  currentPathWithQuery,
  errorStatus,
  fetchCsrfCookie,
  getApiConfig,
  readCookie,
  retryDelay,
  CSRF_COOKIE,
  CSRF_HEADER,
  DEFAULT_BASE_URL,
  ERROR_TITLE,
  IDENTITY_ENDPOINT,
  QUERY_RETRY,
} from './api/base-query';
export type { ApiConfig, ApiExtraOptions, ErrorClassification } from './api/base-query';
export {
  api,
  authApi,
  KEEP_UNUSED_DATA_FOR,
  ME_TAG,
  TAG_TYPES,
  useGetCurrentUserQuery,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
} from './api/api';
export type { TagType } from './api/api';
export { listResponse, toListParams } from './api/list';
export type { ListParams, ListResult, SortOrder, TableParams } from './api/list';

export {
  authSlice,
  loadUiState,
  makeStore,
  saveUiState,
  selectAuthChecked,
  selectCurrentUser,
  selectSettingsOpen,
  selectSidebarOpen,
  uiSlice,
  useAppDispatch,
  useAppSelector,
  UI_DEFAULTS,
  UI_STORAGE_KEY,
} from './store';
export type {
  AppDispatch,
  AppStore,
  AuthState,
  CurrentUser,
  CurrentUserProfile,
  CurrentUserSocialAccount,
  RootState,
  UiState,
} from './store';

export {
  applyErrorBag,
  handleServerError,
  isValidationError,
  useServerErrors,
  ROOT_ERROR_KEY,
  ROOT_SERVER_ERROR,
} from './forms';
export type { ApplyErrorBagOptions, ServerErrorForm, ServerErrorOptions, ValidationFailure } from './forms';

export { toast, ToastProvider, useToast, TOAST_APP_CONFIG, TOAST_LIMITS } from './toasts';
export type { ToastApi, ToastFn, ToastKind, ToastMessage, ToastSink } from './toasts';

export {
  antdTheme,
  applyDocumentTheme,
  AppThemeProvider,
  readColorMode,
  resolveColorMode,
  setColorMode,
  toggleColorMode,
  toggledColorMode,
  useColorMode,
  themeTokens,
  COLOR_MODE_STORAGE_KEY,
  STONE,
  SYSTEM_FONT,
} from './theme';
export type { ColorMode, ColorModeControls, ResolvedColorMode, ThemeTokens } from './theme';

export {
  buildInfo,
  pageTitle,
  readBuildInfo,
  usePageTitle,
  siteMetadata,
  BUILD_DEFAULTS,
  PRODUCT_NAME,
} from './meta';
export type { BuildInfo, SiteMetadata } from './meta';

export { TABLE_DEFAULTS } from './table';
export { initials } from './avatar';
export { isMacPlatform, matchShortcut, useShortcuts, SHORTCUTS } from './shortcuts';
export type { ShortcutAction, ShortcutEvent, ShortcutHandlers } from './shortcuts';
export { LOADING_BAR } from './loading-bar';
