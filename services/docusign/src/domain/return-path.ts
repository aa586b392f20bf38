import { DASHBOARD_PATHS, sitePath } from '@rescue/contracts';
import type { SigningRole } from './documents';

/** Where the signing page's Back link goes: the page signing started from, else the portal. */
export function backPath(session: { role: SigningRole; returnTo?: string }): string {
  // A stored value is checked again when it is used.
  return sitePath(session.returnTo) ?? DASHBOARD_PATHS[session.role];
}
