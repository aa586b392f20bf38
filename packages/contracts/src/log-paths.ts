/**
 * The docusign service's pages whose last path segment is a signing link's token: the link
 * alone opens the signing page, so the token is a secret and never written to a log.
 */
export const SIGNING_LINK_PATHS = ['/api/docusign/sign', '/api/docusign/return'] as const;

const SIGNING_LINK_TOKEN = new RegExp(
  `^(${SIGNING_LINK_PATHS.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/[^/]+`,
  'i',
);

/** A request path as logs may show it: a signing link's token replaced by ':token'. */
export function pathForLog(path: string): string {
  return path.replace(SIGNING_LINK_TOKEN, '$1/:token');
}
