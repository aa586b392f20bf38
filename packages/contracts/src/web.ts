// The front end's run-time contract between the gateway and the shell.

/** The front-end areas: each is a Module Federation remote served at /remotes/<area>/. */
export const WEB_AREAS = ['public', 'ngo', 'volunteer', 'user', 'admin'] as const;
export type WebArea = (typeof WEB_AREAS)[number];

/**
 * GET /remotes.json: where the browser loads each area from (the URL of its remoteEntry.js
 * or mf-manifest.json). Read by the shell at start-up, so a remote can move without
 * rebuilding the shell.
 */
export interface RemotesManifest {
  remotes: Record<WebArea, { entry: string }>;
}
