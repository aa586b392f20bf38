// Where the register, login and signing screens lead (spec section 2), and the messages they
// build (spec section 8; the words are in src/i18n, in the page's language).
import { DASHBOARD_PATHS, type SignUpRole } from '@rescue/contracts';
import { ApiError, serverMessageOr } from '@rescue/web-kit';
import en from '../i18n/en.json';
import { authText } from '../i18n/text';

/** No answer from the server, in English (tests read it). */
export const CANNOT_CONNECT = en['register.cannotConnect'];

/** The sign-up page, where the signing page leads back to (Back, and after signing). */
export const REGISTER_PATH = '/register';

/** After sign-up without documents to sign (spec section 2; volunteers via the shell's redirect). */
export const REGISTERED_PATHS: Record<SignUpRole, string> = {
  ngo: DASHBOARD_PATHS.ngo,
  volunteer: '/volunteer/dashboard',
  user: DASHBOARD_PATHS.user,
};

/** The server's message or 'Registration failed'; no answer at all: cannot connect; else 'Registration error'. */
export function registrationError(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return authText.t('register.error', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  return error.isNetworkError
    ? authText.t('register.cannotConnect')
    : serverMessageOr(error, authText.t('register.failed'));
}

/** The server's message or 'Login failed'; anything else (no answer included) is an error during login. */
export function loginError(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError
    ? serverMessageOr(error, authText.t('login.failed'))
    : authText.t('login.error');
}
