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
  newIdempotencyKey,
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
export { authorizedFetch } from './api/api-client';
export { uploadPath } from './api/api-url';
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
export { useStepAside } from './ui/floating';
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
export { withNodes } from './i18n/with-nodes';
export { kitText } from './i18n/kit-text';
export { LanguageSwitcher, type LanguageSwitcherProps } from './i18n/language-switcher';
export { severityColors, severityText, severityLabel, SEVERITY_LABELS } from './severity/severity';
export { StatusBadge, statusTone, statusLabel, STATUS_LABELS } from './incident/status-badge';
export { animalName, UNNAMED_ANIMAL } from './incident/animal-name';
export { placeText } from './incident/place';
export {
  EMERGENCY_PHONE,
  CONTACT_EMAIL,
  CONTACT_CITY,
  SOCIAL_LINKS,
} from './contact/contact-details';
export { helplineStore, useHelpline } from './contact/helpline';
export { SocialLinkItems } from './contact/social-links';
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
export { spreadRow, stackedList } from './ui/layout-styles';
export { stack, inlineRow } from './ui/flex-styles';
export { PageHeader, type PageHeaderProps } from './ui/page-header';
export { SectionTitle, type SectionTitleProps } from './ui/section-title';
export { Field } from './ui/field';
export { checkFields, focusField, useFieldErrors, type FieldErrors } from './ui/form-check';
export { useDismiss } from './ui/use-dismiss';
export { useDisclosure, DisclosureFrame } from './ui/disclosure';
export { toggleStyles } from './ui/toggle-styles';
export { Select, type SelectOption, type SelectProps } from './ui/select';
export { Spinner } from './ui/spinner';
export { Badge, type BadgeTone } from './ui/badge';
export { ErrorPanel, type ErrorPanelProps } from './ui/error-panel';
export { VisuallyHidden } from './ui/visually-hidden';
export { PageContainer } from './ui/page-container';
export { setAreaMenuSlot, useAreaMenuSlot } from './layout/area-menu-slot';
export { PhoneIcon, MenuIcon, CloseIcon, ChevronDownIcon, AlertIcon, BellIcon } from './ui/icons';
