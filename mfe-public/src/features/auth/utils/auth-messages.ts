// What the register, login and signing screens say (spec section 8) and where they lead (section 2).
import { DASHBOARD_PATHS, type SignUpRole } from '@rescue/contracts';
import { ApiError, serverMessageOr } from '@rescue/web-kit';

export const REGISTERING = 'Registering...';
export const REGISTERED = 'Registration successful!';
export const CANNOT_CONNECT = 'Cannot connect to server. Please check if the server is running.';
export const LOGGING_IN = 'Logging in...';
export const LOGGED_IN = 'Login successful!';
export const PROCESSING = 'Processing...';
export const TOKEN_NOT_FOUND = 'Authentication token not found';
export { SIGNING_FAILED_MESSAGE as SIGNING_FAILED } from '@rescue/web-kit';
export const NOT_SIGNED_YET = 'Your documents are not signed yet. You can sign them now.';

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
    return `Registration error: ${error instanceof Error ? error.message : String(error)}`;
  }
  return error.isNetworkError ? CANNOT_CONNECT : serverMessageOr(error, 'Registration failed');
}

/** The server's message or 'Login failed'; anything else (no answer included) is an error during login. */
export function loginError(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError
    ? serverMessageOr(error, 'Login failed')
    : 'An error occurred during login';
}
