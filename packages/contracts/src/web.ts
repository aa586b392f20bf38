// The front end's run-time contract between the gateway and the shell.

/** The product's name, in every page title and on the pages a service serves itself. */
export const APP_NAME = 'Rescue Network';

/**
 * The brand's colours (AA on white): the web kit's theme and the signing page, which a service
 * serves itself, both take them from here.
 */
export const BRAND_COLOURS = {
  brand: '#b4330f',
  brandHover: '#8f2809',
  /** Links are the brand's, not a second accent. */
  link: '#a02c0c',
} as const;

/** The front-end areas: each is a Module Federation remote served at /remotes/<area>/. */
export const WEB_AREAS = ['public', 'ngo', 'volunteer', 'user', 'admin'] as const;
export type WebArea = (typeof WEB_AREAS)[number];

/**
 * The spec's placeholder-style 24/7 helpline: what the app shows until a deployment sets its
 * real number (the gateway's HELPLINE_NUMBER), and then says it is a demo number.
 */
export const PLACEHOLDER_HELPLINE = '+91 12345 67890';

/**
 * A phone number as a call link (tel:): the digits and a leading +, which every dialler reads.
 * Here, in a module without zod, because the home page's call button and banner use it: in
 * schemas/fields.ts it brought zod (90 KB gzip) into the home page.
 */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The helpline as /remotes.json gives it to every page (issue 30). */
export interface HelplineSettings {
  /** As people read and dial it: "+91 98200 12345". */
  display: string;
  /** The tel: link. */
  tel: string;
  /** True while it is PLACEHOLDER_HELPLINE: the pages then call it a demo number. */
  placeholder: boolean;
}

/**
 * GET /remotes.json: where the browser loads each area from (the URL of its remoteEntry.js
 * or mf-manifest.json). Read by the shell at start-up, so a remote can move without
 * rebuilding the shell.
 */
export interface RemotesManifest {
  remotes: Record<WebArea, { entry: string }>;
}

/** The longest return path taken (a page of the app, with its query). */
export const SITE_PATH_MAX_LENGTH = 512;
/** Only for parsing: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://site-path.invalid';

/**
 * `value` as a page of this site to send a browser back to, normalised, or undefined when it
 * is not one: never another site (`//elsewhere.example`, `/\elsewhere`, a scheme), never with
 * control characters a browser strips (`/\t/elsewhere`), never an API or internal path. The
 * login page's `?next=` and the signing page's return both go through it, so nothing
 * unvalidated is ever followed or reflected.
 */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > SITE_PATH_MAX_LENGTH) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return undefined;
  }
  if (!URL.canParse(value, PROBE_ORIGIN)) return undefined;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const pathname = url.pathname.toLowerCase();
  if (/^\/(api|internal)(\/|$)/.test(pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` (a sitePath) with `?name=value` set; its other parameters and fragment are kept. */
export function withSearchParam(path: string, name: string, value: string): string {
  const url = new URL(path, PROBE_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Background Sync between the shell's service worker and the areas: an area registers a sync
 * tag starting with SYNC_TAG_PREFIX; when the connection returns the worker posts
 * `{type: SYNC_POST_TYPE, tag}` to the open pages, which send what they queued (they hold the
 * session's token; the worker does not).
 */
export const SYNC_TAG_PREFIX = 'rescue-sync:';
// Not named *_MESSAGE: that suffix is a server message's, which the catalogue gives a code.
export const SYNC_POST_TYPE = 'rescue-sync';
/** The report page's queue of reports made with no signal. */
export const REPORT_OUTBOX_SYNC_TAG = `${SYNC_TAG_PREFIX}reports`;
