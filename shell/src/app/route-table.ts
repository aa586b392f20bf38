// The route table (spec section 2 and the redirects of issue 3). The shell decides which
// area owns a path; each area's remote owns the routes nested under it.
import { DASHBOARD_PATHS } from '@rescue/contracts';
import { matchPath } from '@rescue/router';

/** The design system's living catalogue (the shell's own page, rendered from @rescue/web-kit; docs/architecture.md). */
export const CATALOGUE_PATH = '/design-system';

/** Pages of the public area (mfe-public), matched exactly. */
export const PUBLIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/volunteer',
  '/register',
  '/login',
  '/report-incident',
  '/follow',
  '/newsletter/unsubscribe',
  '/partners',
  '/impact',
] as const;

/** Base paths of the signed-in areas (each role's dashboard); each remote owns what is below. */
export const AREA_BASE_PATHS = DASHBOARD_PATHS;

export interface Redirect {
  from: string;
  to: string;
  /** Routes match case-insensitively unless told otherwise. */
  caseSensitive?: boolean;
}

/** Paths linked in the product that live elsewhere. */
export const REDIRECTS: readonly Redirect[] = [
  { from: '/Voldash', to: DASHBOARD_PATHS.volunteer, caseSensitive: true },
  { from: '/volunteer/dashboard', to: DASHBOARD_PATHS.volunteer },
  { from: '/voldash/assigned', to: '/voldash/my-cases' },
  { from: '/opportunities', to: '/volunteer' },
];

/**
 * Where the not-found page sends people: what they most likely came to do (labels are keys of
 * the shell's catalogue). (The spec's link
 * to /pets led to this same page: there is no adoption section.)
 */
export const NOT_FOUND_LINKS = [
  { to: '/report-incident', label: 'notFound.report' },
  { to: '/contact', label: 'notFound.contact' },
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
