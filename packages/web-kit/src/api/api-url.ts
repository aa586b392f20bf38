/**
 * The API's origin. Empty means the page's own origin: the gateway serves the app and
 * /api together, so no CORS is needed.
 */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

/** Absolute URL of an API path (absolute so it also works outside a browser page). */
export function apiUrl(path: string): string {
  return `${apiOrigin || window.location.origin}${path}`;
}

/** A stored photo's API path (spec section 7: GET /api/uploads/{photo}). */
export function uploadPath(photo: string): string {
  return `/api/uploads/${encodeURIComponent(photo)}`;
}

/** A stored photo's URL. */
export function uploadUrl(photo: string): string {
  return apiUrl(uploadPath(photo));
}
