// The kit's public API. It is one module on purpose: Module Federation shares
// '@rescue/web-kit' as a singleton, so every area gets the same session, toasts and theme.
// Inside the kit, files import each other directly.
export { WebKitProvider } from './web-kit-provider';
export { theme, type Theme } from './theme/theme';
export { sessionStore, SESSION_KEYS } from './session/session-store';
export type { Session, SessionGrant, SessionUser } from './session/session-store';
export {
  SessionProvider,
  useSession,
  LOGIN_PATH,
  type UseSession,
} from './session/session-provider';
export {
  loginPathFor,
  returnPathFrom,
  refreshSessionToken,
  onClaimsRefreshed,
  useSignedReturn,
} from './session/session-return';
export {
  DOCUMENTS_SIGNED_MESSAGE,
  SIGNING_FAILED_MESSAGE,
  showDocumentsSigned,
  tokenSaysSigned,
} from './session/documents-signed';
export { WrongRoleScreen, wrongRoleTitle } from './session/wrong-role-screen';
export {
  AreaGuard,
  LoggedOutScreen,
  LOGGED_OUT_TITLE,
  type AreaGuardProps,
} from './session/area-guard';
export {
  api,
  apiRequest,
  apiUrl,
  uploadUrl,
  setApiOrigin,
  onUnauthorized,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  mayResendAfter401,
  type RequestOptions,
} from './api/api-client';
export { endSession } from './session/end-session';
export {
  refreshToken,
  tokenExpiry,
  needsRefresh,
  REFRESH_BEFORE_EXPIRY_MS,
} from './session/token-refresh';
export { apiResponse } from './api/api-response';
export { serverMessageOr } from './api/server-message';
export {
  toast,
  toastStore,
  TOAST_LIMIT,
  TOAST_DURATIONS,
  TOAST_REMOVE_DELAY,
  type Toast,
  type ToastType,
  type ToastOptions,
} from './toast/toast-store';
export { Toaster } from './toast/toaster';
export { relativeTime } from './format/relative-time';
export { formatDateTime, formatDate, formatNumber } from './format/date-time';
export {
  defineCatalogue,
  type Catalogue,
  type CatalogueSource,
  type Messages,
  type TextKey,
  type TextValues,
} from './i18n/catalogue';
export {
  languageStore,
  browserLanguage,
  formatLocale,
  LANGUAGE_STORAGE_KEY,
  FORMAT_LOCALES,
} from './i18n/language-store';
export { useLanguage } from './i18n/use-language';
export { kitText } from './i18n/kit-text';
export { LanguageSwitcher, type LanguageSwitcherProps } from './i18n/language-switcher';
export { DateTime } from './format/date-time-text';
export { severityColors, severityText, severityLabel, SEVERITY_LABELS } from './severity/severity';
export { SeverityBadge } from './severity/severity-badge';
export { StatusBadge, statusTone, statusLabel, STATUS_LABELS } from './incident/status-badge';
export { animalName, UNNAMED_ANIMAL } from './incident/animal-name';
export { placeText } from './incident/place';
export { IncidentPhoto, type IncidentPhotoProps } from './incident/incident-photo';
export { ModerationNote, hiddenNoteText } from './incident/moderation-note';
export {
  CaseHistory,
  caseEventText,
  caseEventSentence,
  closureReasonText,
  closedText,
  type CaseHistoryProps,
  type CaseEventWords,
} from './incident/case-history';
export {
  EMERGENCY_PHONE,
  CONTACT_EMAIL,
  CONTACT_CITY,
  SOCIAL_LINKS,
} from './contact/contact-details';
export { usePageTitle, APP_NAME } from './page/use-page-title';
export { useDebouncedValue } from './page/use-debounced-value';
export { ReleaseNote } from './release/release-note';
export {
  Button,
  buttonStyles,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './ui/button';
export { LinkButton, type LinkButtonProps } from './ui/link-button';
export { Card } from './ui/card';
export {
  BackLink,
  DetailColumn,
  DetailColumns,
  DetailHeading,
  DetailText,
  Facts,
} from './ui/detail-layout';
export { PageHeader, type PageHeaderProps } from './ui/page-header';
export { StatCard, StatGrid, type StatCardProps } from './ui/stat-card';
export { Field } from './ui/field';
export { CheckboxField, type CheckboxFieldProps } from './ui/checkbox-field';
export { useDismiss } from './ui/use-dismiss';
export { Select, type SelectOption, type SelectProps } from './ui/select';
export {
  SIDEBAR_WIDTH,
  SideNavContent,
  SideNavFrame,
  SideNavList,
  sideNavItemStyles,
} from './ui/side-nav';
export {
  DashboardLayout,
  DashboardNavAction,
  unavailableMessage,
  type DashboardLayoutProps,
  type DashboardNavItem,
  type DashboardNavUnavailable,
} from './layout/dashboard-layout';
export { Spinner } from './ui/spinner';
export { SkeletonCard } from './ui/skeleton-card';
export { CardGrid, SkeletonGrid, CARD_MIN_WIDTH } from './ui/card-grid';
export { Badge, type BadgeTone } from './ui/badge';
export { EmptyState, type EmptyStateProps } from './ui/empty-state';
export { AreaNotFound } from './ui/area-not-found';
export { ErrorPanel, type ErrorPanelProps } from './ui/error-panel';
export { VisuallyHidden } from './ui/visually-hidden';
export {
  DialogActions,
  DialogFailure,
  DialogForm,
  Dialog,
  ConfirmDialog,
  REASON_MIN_LENGTH,
  REASON_MAX_LENGTH,
  type DialogProps,
  type ConfirmDialogProps,
} from './ui/dialog';
export { PageContainer } from './ui/page-container';
export { PhoneIcon, MenuIcon, CloseIcon, ChevronDownIcon, AlertIcon, BellIcon } from './ui/icons';
