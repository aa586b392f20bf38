// The product's vocabulary, shared by every service and every front-end area.
// Written once here so a rule (a threshold, a status name, a limit) has one home.

/**
 * Every role. `admin` is the platform operator: never chosen at sign-up, made from
 * configuration (ADMIN_EMAIL) or `npm run admin`.
 */
export const ROLES = ['user', 'volunteer', 'ngo', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a person may pick when they register (spec section 6). */
export const SIGN_UP_ROLES = ['user', 'volunteer', 'ngo'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/** Incident status as the NGO sets it (spec section 4). */
export const INCIDENT_STATUSES = ['pending', 'in progress', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/**
 * "Active" (spec section 9: "active counts in progress or pending"): not resolved yet. The
 * counters that say Active, and every list of open incidents, use this one set.
 */
export const ACTIVE_STATUSES = [
  'pending',
  'in progress',
] as const satisfies readonly IncidentStatus[];
export const isActiveStatus = (status: string): boolean =>
  (ACTIVE_STATUSES as readonly string[]).includes(status);

/** Volunteer-side lists also recognise 'completed' (a volunteer finished their part). */
export const CASE_STATUSES = [...INCIDENT_STATUSES, 'completed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** PENDING is the unselected default of the report form; the server requires a real category. */
export const SEVERITY_CATEGORIES = ['PENDING', 'LOW', 'MODERATE', 'HIGH', 'CRITICAL'] as const;
export type SeverityCategory = (typeof SEVERITY_CATEGORIES)[number];
export const REPORTABLE_SEVERITY_CATEGORIES = ['LOW', 'MODERATE', 'HIGH', 'CRITICAL'] as const;

/**
 * How urgent a category is, for lists ordered by urgency (issue 30): SEVERITY_CATEGORIES
 * rises, so CRITICAL ranks highest and PENDING (not assessed yet) lowest; anything else -1.
 */
export function severityUrgency(category: string): number {
  return (SEVERITY_CATEGORIES as readonly string[]).indexOf(category);
}

export const SEVERITY_SCORE_MIN = 1;
export const SEVERITY_SCORE_MAX = 10;
/** Score bands (spec section 4): 7 or more high, 4 to below 7 moderate, below 4 low. */
export const SEVERITY_HIGH_THRESHOLD = 7;
export const SEVERITY_MODERATE_THRESHOLD = 4;
export type SeverityBand = 'high' | 'moderate' | 'low';
/** The volunteer's severity filter on available cases: a band, or all of them. */
export const SEVERITY_FILTERS = ['all', 'high', 'moderate', 'low'] as const;
export type SeverityFilter = (typeof SEVERITY_FILTERS)[number];

export function severityBand(score: number): SeverityBand {
  if (score >= SEVERITY_HIGH_THRESHOLD) return 'high';
  if (score >= SEVERITY_MODERATE_THRESHOLD) return 'moderate';
  return 'low';
}

/** NGO overview's "critical": score 7 or more, or category CRITICAL. */
export function isCritical(score: number, category: string): boolean {
  return score >= SEVERITY_HIGH_THRESHOLD || category === 'CRITICAL';
}

/** The multipart field a report's (and a reporter's update's) photo is sent in. */
export const PHOTO_FIELD = 'animalPhoto';

/** Photo limit (spec section 9). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MESSAGE = 'File size should be less than 10MB';
/** Decoded size limit: about what a phone camera makes. */
export const PHOTO_TOO_MANY_PIXELS_MESSAGE = 'The photo is too large: at most 40 megapixels';

/** The photo formats taken (spec section 9: PNG, JPG). */
export type PhotoFormat = 'jpeg' | 'png';
export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
};
export const UNSUPPORTED_PHOTO_MESSAGE = 'Only PNG or JPEG images are accepted';

/** The first bytes of each format: a photo's format is read from them, never from its name. */
const PHOTO_SIGNATURES: Record<PhotoFormat, readonly number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};
/** How many leading bytes photoFormatOf needs. */
export const PHOTO_SIGNATURE_LENGTH = Math.max(
  ...Object.values(PHOTO_SIGNATURES).map((bytes) => bytes.length),
);

/**
 * The format a photo's first bytes announce, or undefined for anything else (a text file
 * renamed .png, a WebP): the server's upload check and the report form's, one rule.
 */
export function photoFormatOf(head: ArrayLike<number>): PhotoFormat | undefined {
  const formats = Object.keys(PHOTO_SIGNATURES) as PhotoFormat[];
  return formats.find((format) =>
    PHOTO_SIGNATURES[format].every((byte, index) => head[index] === byte),
  );
}

/**
 * The largest JSON (or form) body any endpoint takes. The services' body parser refuses more,
 * and the gateway, which buffers such bodies before forwarding them, refuses it first.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

export const DOCUMENT_TYPES = {
  volunteer: 'volunteer-onboarding',
  ngo: 'ngo-onboarding',
} as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES];
/** The roles that sign documents before they work on cases. */
export type SigningRole = keyof typeof DOCUMENT_TYPES;

export function isSigningRole(role: string): role is SigningRole {
  return Object.hasOwn(DOCUMENT_TYPES, role);
}

/** The document type a role signs, or undefined for a role that signs none (user, admin). */
export function documentTypeForRole(role: string): DocumentType | undefined {
  return isSigningRole(role) ? DOCUMENT_TYPES[role] : undefined;
}
export const DOCUMENT_TYPE_VALUES = [DOCUMENT_TYPES.volunteer, DOCUMENT_TYPES.ngo] as const;

/** When a volunteer says they can help (sign-up form). */
export const VOLUNTEER_AVAILABILITY = ['weekend', 'weekdays', 'both'] as const;

/** The documents each role signs before it may work on cases (spec section 2). */
export const REQUIRED_DOCUMENTS: Record<DocumentType, { title: string; documents: string[] }> = {
  'volunteer-onboarding': {
    title: 'Required Documents',
    documents: ['Volunteer Agreement', 'Code of Conduct', 'Liability Waiver'],
  },
  'ngo-onboarding': {
    title: 'Required NGO Documents',
    documents: ['NGO Partnership Agreement', 'Terms of Service', 'Data Protection Agreement'],
  },
};

/** Each role's dashboard: where it lands after login (spec section 2), its area's base path. */
export const DASHBOARD_PATHS = {
  ngo: '/dashboard',
  volunteer: '/voldash',
  user: '/user-dashboard',
  admin: '/admin',
} as const satisfies Record<Role, string>;

/** Where each role lands after login; anyone else (no role yet) goes to the user's. */
export function dashboardPathForRole(role: string | null | undefined): string {
  return role && Object.hasOwn(DASHBOARD_PATHS, role)
    ? DASHBOARD_PATHS[role as Role]
    : DASHBOARD_PATHS.user;
}

/**
 * Where each role opens one incident: the NGO's detail, the volunteer's case page, the
 * reporter's case page; the operator has its moderation queue.
 */
export function casePathForRole(role: Role, incidentId: string): string {
  const id = encodeURIComponent(incidentId);
  switch (role) {
    case 'ngo':
      return `/dashboard/incidents/${id}`;
    case 'volunteer':
      return `/voldash/case/${id}`;
    case 'user':
      return `/user-dashboard/incidents/${id}`;
    case 'admin':
      return '/admin/reports';
  }
}

/** The animal type stored when the reporter gave none (spec section 7). */
export const DEFAULT_ANIMAL_TYPE = 'Unknown';

/** The NGO's case-update text on a status change (spec section 7). */
export function ngoStatusUpdateText(status: IncidentStatus): string {
  return `Status updated to ${status} by NGO`;
}
