import { DASHBOARD_PATHS } from '@rescue/contracts';
import type { SigningRole } from './documents';

export const RETURN_PATH_MAX_LENGTH = 512;

/** Only for parsing: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * A page of the app to send the signer back to, or undefined if `value` is not one: a path on
 * this site only (never `//elsewhere.example`, `/\elsewhere`, a scheme, or control characters
 * a browser would strip), and never an API path. The same rules as the web kit's
 * returnPathFrom (a service may not import it), checked once more by resolving it. What is
 * answered is the normalised path, so nothing unvalidated is ever reflected.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) {
    return undefined;
  }
  if (!URL.canParse(value, PROBE_ORIGIN)) return undefined;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const pathname = url.pathname.toLowerCase();
  if (pathname === '/api' || pathname.startsWith('/api/')) return undefined;
  if (pathname === '/internal' || pathname.startsWith('/internal/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the signing page's Back link goes: the page signing started from, else the portal. */
export function backPath(session: { role: SigningRole; returnTo?: string }): string {
  return safeReturnPath(session.returnTo) ?? DASHBOARD_PATHS[session.role];
}

/** `path` with `?name=value` set (kept: its other parameters and its fragment). */
export function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, PROBE_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
