// Field builders every request schema uses, on the server and in the browser's forms, so a
// limit and its message are written once. Browser-safe: zod only, no node modules.
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '../admin-api';
import { CITY_NAMES, findCity, type City } from '../cities';
import { INCIDENT_STATUSES } from '../domain';
import { z } from './zod';

/** A non-empty trimmed string (objects such as {"$gt": ""} are refused, never passed to Mongo). */
export const requiredText = (max = 2000) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

export const optionalText = (max = 2000) => z.string().trim().max(max).optional();

/** A reason a person gives (the operator, a flagging NGO), with the contracts' bounds. */
export const reasonText = () =>
  z
    .string()
    .trim()
    .min(REASON_MIN_LENGTH, { error: `must be at least ${REASON_MIN_LENGTH} characters` })
    .max(REASON_MAX_LENGTH);

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 500;
export const PHONE_MAX_LENGTH = 30;
/** A volunteer's experience and an NGO's details at sign-up. */
export const EXPERIENCE_MAX_LENGTH = 2000;
export const NGO_DETAIL_MAX_LENGTH = 100;

/**
 * Line breaks, tabs and other control characters, and the invisible format characters (zero-
 * width space, the marks that reorder text). ZWNJ and ZWJ (U+200C, U+200D) stay: Indic
 * scripts need them to spell some names; the web-address check reads the name without them.
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/u;
/**
 * A web address: '//' (a scheme), www., a host name (letters or digits, a dot, a top-level
 * domain of two or more letters or xn--: any TLD, so "Dr. A.K. Rao"'s initials are not one)
 * or an IPv4 address.
 */
const WEB_ADDRESS =
  /\/\/|\bwww\.|[\p{L}\p{N}]\.(?:\p{L}{2,}|xn--)|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/iu;
/** Ideographic full stops that browsers and mail clients read as a host name's dot. */
const DOT_LIKE = /[\u3002\uFF61]/g;

/**
 * The text a mail client or browser would see: compatibility forms folded (NFKC: fullwidth
 * letters and full stops, one dot leaders), ideographic full stops as dots, ZWNJ/ZWJ removed.
 */
const asLinkified = (value: string) =>
  value
    .normalize('NFKC')
    .replace(DOT_LIKE, '.')
    .replace(/[\u200C\u200D]/g, '');

/**
 * An account's name (a person's, or an NGO's: what /api/partners and reporters' email show):
 * one line of text, no web address; registration and the profile edit share it.
 */
export const accountName = requiredText(NAME_MAX_LENGTH)
  .refine((value) => !CONTROL_OR_FORMAT.test(value.normalize('NFKC')), {
    error: 'must be a single line without control characters',
  })
  .refine((value) => !WEB_ADDRESS.test(asLinkified(value)), {
    error: 'must not contain a web address',
  });

export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'must be a valid email address' }))
  .openapi({ type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH });

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const CITY_DESCRIPTION =
  `One of the ${CITY_NAMES.length} fixed cities: ${CITY_NAMES.join(', ')} ` +
  '(any letter case on input; stored and returned as written here).';

/** A city as responses give it. */
export const cityName = z.string().openapi({ description: CITY_DESCRIPTION });

/** A city a client sends: one of the fixed cities, any letter case; becomes the city itself. */
export const cityChoice = requiredText(100)
  .transform((value, ctx): City => {
    const match = findCity(value);
    if (match) return match;
    ctx.addIssue({ code: 'custom', message: `must be one of ${CITY_NAMES.join(', ')}` });
    return z.NEVER;
  })
  .openapi({ type: 'string', description: CITY_DESCRIPTION });

/** The same, kept as the city's written name (an account's city). */
export const cityInput = cityChoice
  .transform((city) => city.name)
  .openapi({ type: 'string', description: CITY_DESCRIPTION });

export const incidentStatus = z.enum(INCIDENT_STATUSES, {
  error: `must be one of ${INCIDENT_STATUSES.join(', ')}`,
});

/** A decimal number from the query string within [min, max], e.g. a latitude. */
export const numberParam = (min: number, max: number) => {
  const message = `must be a number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .openapi({ type: 'number', minimum: min, maximum: max });
};

/** true or false from the query string. */
export const booleanParam = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')
  .openapi({ type: 'boolean' });

export const PHONE_PATTERN = /^\+?[\d\s().-]{6,25}$/;
/** What PHONE_PATTERN accepts, in the words the forms show. */
export const PHONE_FORMAT = '6 to 25 digits, spaces, +, -, dots or parentheses';
/**
 * PHONE_PATTERN as an HTML `pattern` attribute. Browsers compile it anchored and with the `v`
 * flag, where ( ) . and - in a class must be escaped: an invalid pattern is ignored (and
 * logged), so the form would send anything and show the server's wording instead.
 */
export const PHONE_INPUT_PATTERN = String.raw`\+?[\d\s\(\)\.\-]{6,25}`;
export const PHONE_MESSAGE = 'must be a phone number (digits, spaces, +, -, parentheses)';
export const phoneNumber = requiredText(PHONE_MAX_LENGTH)
  .regex(PHONE_PATTERN, { error: PHONE_MESSAGE })
  .openapi({ description: 'Digits, spaces, +, -, parentheses; 6 to 25 characters.' });

/** A list field a form may also send as one comma-separated string. */
export const textList = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z
      .array(z.string().trim().max(100))
      .max(50)
      .transform((items) => items.filter(Boolean)),
  )
  .openapi({
    type: 'array',
    items: { type: 'string' },
    description: 'Up to 50 entries (a comma-separated string is accepted too).',
  });

/** An unselected dropdown arrives as '' and means "not given". */
export const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A MongoDB ObjectId as the API writes it: 24 lower-case hex characters. */
export const objectId = z.string().regex(/^[0-9a-f]{24}$/);

/** An ObjectId a client sends in a path or body: any letter case, kept in lower case. */
export const objectIdInput = (message: string) =>
  z
    .string()
    .regex(/^[0-9a-fA-F]{24}$/, { error: message })
    .transform((id) => id.toLowerCase())
    .openapi({ type: 'string', pattern: '^[0-9a-fA-F]{24}$' });

export const dateTime = z.string().openapi({ format: 'date-time' });

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 200;

/**
 * A page size from the query string. One rule for every list: a whole number from 1 to `max`
 * (default `fallback`). Lists that are read by people scrolling (the volunteer's cases) cap a
 * larger value at `max` (`overMax: 'cap'`); every other list refuses it with a 400.
 */
export function pageLimit({
  fallback = DEFAULT_PAGE_LIMIT,
  max = MAX_PAGE_LIMIT,
  overMax = 'refuse',
}: { fallback?: number; max?: number; overMax?: 'refuse' | 'cap' } = {}) {
  if (overMax === 'cap') {
    return z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .default(fallback)
      .transform((limit) => Math.min(limit, max))
      .openapi({
        type: 'integer',
        minimum: 1,
        default: fallback,
        param: {
          description: `Page size, 1 or more (default ${fallback}); values above ${max} are capped at ${max}.`,
        },
      });
  }
  const message = `must be a whole number from 1 to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(1, { error: message }).max(max, { error: message }))
    .default(fallback)
    .openapi({
      type: 'integer',
      minimum: 1,
      maximum: max,
      default: fallback,
      param: {
        description: `How many to return, 1 to ${max} (default ${fallback}); more is a 400.`,
      },
    });
}

/**
 * Coordinates a reporter sends: anything is accepted here, and the service keeps them only when
 * they are a point within NEARBY_CITY_RADIUS_KM of the city (otherwise it uses the city's).
 */
export const reportedCoordinates = z.unknown().openapi({
  type: 'array',
  description: '[longitude, latitude]',
  // prefixItems is OpenAPI 3.1 (JSON Schema 2020-12); the metadata type also covers 3.0.
  ...({
    prefixItems: [
      { type: 'number', minimum: -180, maximum: 180 },
      { type: 'number', minimum: -90, maximum: 90 },
    ],
  } as object),
  minItems: 2,
  maxItems: 2,
});

/** A point as GeoJSON writes it: [longitude, latitude]. */
export const lngLat = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .openapi({ description: '[longitude, latitude]', minItems: 2, maxItems: 2 });

/** A list answer: `{ data: [...] }`. */
export const dataList = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item) });

/** A list answer that also says `success: true`. */
export const successList = <T extends z.ZodType>(item: T) =>
  z.strictObject({ success: z.literal(true), data: z.array(item) });
