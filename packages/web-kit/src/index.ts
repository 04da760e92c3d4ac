// @coachwork/web-kit: the front-end base shared by the console, its remotes and the storefront.
// This entry never loads antd (the storefront and the sign-in pages stay light); the antd side is
// `@coachwork/web-kit/ui`.

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
  configuredApiBaseUrl,
  ERROR_TITLE,
  IDENTITY_ENDPOINT,
  QUERY_RETRY,
  apiRequest,
} from './api/base-query';
export type { ApiConfig, ApiExtraOptions, ErrorClassification, RequestOptions } from './api/base-query';
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

export { toast, TOAST_LIMITS } from './toast-bridge';
export type { ToastApi, ToastFn, ToastKind, ToastMessage, ToastSink } from './toast-bridge';

export {
  applyDocumentTheme,
  readColorMode,
  resolveColorMode,
  setColorMode,
  toggleColorMode,
  toggledColorMode,
  useColorMode,
  useDocumentTheme,
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
export {
  datesFor,
  formatDate,
  formatDateTime,
  formatDateTimeInZone,
  formatSpan,
  formatSpanEnd,
  formatTime,
  timeZoneNames,
  timeZoneOptions,
  viewerTimeZone,
  viewerZoneNote,
  withZone,
  zoneOffset,
} from './dates';
export type { Dates } from './dates';
export {
  createTranslator,
  extendCatalogue,
  DEFAULT_LANGUAGE,
  I18nProvider,
  isLanguage,
  messagesIn,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  pageLanguage,
  pickLanguage,
  switchLanguage,
  useI18n,
  useMessages,
} from './i18n';
export type {
  Catalogue,
  Language,
  MessageId,
  MessageValues,
  Messages,
  Translator,
  TypedTranslator,
} from './i18n';
export { WEB_KIT_MESSAGES } from './messages';
export type { WebKitMessage } from './messages';
export { avatarInitials, avatarName, initials } from './avatar';
export { isMacPlatform, matchShortcut, useShortcuts, SHORTCUTS } from './shortcuts';
export type { ShortcutAction, ShortcutEvent, ShortcutHandlers } from './shortcuts';
export { LOADING_BAR } from './loading-bar';
export { currentBuildId } from './meta';

// Light building blocks (no antd): the storefront and the sign-in pages.
export { Toaster, SWIPE_CLOSE_DISTANCE } from './light/toaster';
export { LoadingBar, LoadingBarTimeline, trackLoading, useLoadingBarPhase } from './light/loading-bar';
export type { LoadingBarPhase } from './light/loading-bar';
export {
  fetchBuildId,
  installPreloadErrorReload,
  isChunkLoadError,
  isNewBuild,
  PRELOAD_ERROR_EVENT,
  raisePreloadError,
  NewBuildNotice,
  reloadOnce,
  useNewBuildCheck,
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_TTL_MS,
} from './light/build-check';
export type { BuildMetadata } from './light/build-check';
export { AppErrorBoundary, ErrorPage, isCrawler, statusMessage } from './light/error-page';
export { loadExposed, registerFromGateway, remoteEntryOf, REMOTES_URL } from './light/federation';
export type { RemoteEntry } from './light/federation';
export { RemoteFallback, RemoteModule, Spinner } from './light/remote-module';
export { SettingsDialogHost, SETTINGS_PAGE_KEY } from './light/settings-dialog-host';
export { useViewerTimeZone, ViewerZoneNote } from './light/viewer-zone';
export { ResponsiveImage, resizerBase, responsiveImage } from './light/responsive-image';
export type { ResponsiveImageOptions, ResponsiveImageSource } from './light/responsive-image';
export { createPreloadQueue, routePreloads, ROUTE_PRELOAD_CONCURRENCY } from './light/preload-queue';
export type { PreloadQueue } from './light/preload-queue';
// This barrel is a shared module the storefront's home page loads whole, so it keeps what must be one
// instance at run time and what the storefront's pages draw. Stateless pieces only other pages use are
// entries of their own, bundled by the apps that import them: the social networks' icons
// ('@coachwork/web-kit/social'), the figures' cards and chart ('/figures'), the export buttons
// ('/export'), the upload checks ('/upload', which bring yup and the contracts' file schemas), the
// console tables' cached lists ('/cached-list') and the drag-and-drop hover pause ('/drag-hover').
export { isGuestOnlyPath, landingPath, safeRedirect, storefrontRedirect } from './landing';
export { dashboardApi, useGetDashboardMetricsQuery } from './api/dashboard-api';
export type { MetricsArgs } from './api/dashboard-api';
export {
  isPayoutOverdue,
  payoutFileUrl,
  payoutsApi,
  useHoldPayoutMutation,
  useListPayoutsQuery,
  useMarkPayoutPaidMutation,
  useReleasePayoutMutation,
} from './api/payouts-api';
export type { PayoutListArgs } from './api/payouts-api';
