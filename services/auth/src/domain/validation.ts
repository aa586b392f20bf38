import {
  ACCOUNT_STATES,
  CITY_NAMES,
  NGO_VERIFICATION_STATES,
  ROLES,
  SIGN_UP_ROLES,
  findCity,
} from '@rescue/contracts';
import { optionalText, reasonText, requiredText, z } from '@rescue/service-kit';

// Request schemas (spec section 5). z.object drops unknown keys, so a client can never set
// documentsSigned, passwordHash or anything else it was not asked for.

export const VOLUNTEER_AVAILABILITY = ['weekend', 'weekdays', 'both'] as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'must be a valid email address' }));

const password = z
  .string()
  .min(8, { error: 'must be at least 8 characters' })
  .max(256, { error: 'must be at most 256 characters' });

const city = requiredText(100).transform((value, ctx) => {
  const match = findCity(value);
  if (match) return match.name;
  ctx.addIssue({ code: 'custom', message: `must be one of ${CITY_NAMES.join(', ')}` });
  return z.NEVER;
});

const phoneNumber = requiredText(30).regex(/^\+?[\d\s().-]{6,25}$/, {
  error: 'must be a phone number (digits, spaces, +, -, parentheses)',
});

/** A list field a form may also send as one comma-separated string. */
const textList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : value),
  z
    .array(z.string().trim().max(100))
    .max(50)
    .transform((items) => items.filter(Boolean)),
);

/** An unselected dropdown arrives as '' and means "not given". */
const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const ngoDetails = z.object({
  registrationNumber: optionalText(100),
  organizationType: optionalText(100),
  operatingAreas: textList.optional(),
});

const volunteerDetails = z.object({
  availability: emptyAsMissing(z.enum(VOLUNTEER_AVAILABILITY)),
  skills: textList.optional(),
  experience: optionalText(2000),
});

export const registerSchema = z.object({
  name: requiredText(100),
  email,
  password,
  // Never admin: operators come from configuration and `npm run admin`.
  role: z.enum(SIGN_UP_ROLES).default('user'),
  city,
  phoneNumber,
  address: requiredText(500),
  ngoDetails: ngoDetails.optional(),
  volunteerDetails: volunteerDetails.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: requiredText(254).toLowerCase(),
  password: z.string().min(1, { error: 'is required' }).max(256),
});

export const profileUpdateSchema = z
  .object({
    name: requiredText(100).optional(),
    phoneNumber: phoneNumber.optional(),
    city: city.optional(),
    address: requiredText(500).optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: 'Nothing to update: send name, phoneNumber, city or address',
  });

export const documentsSignedSchema = z.object({ documentType: requiredText(100) });

export const incidentPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: optionalText(200),
});

// The operator's console.

/** Why: shown to the NGO (rejection), kept in the audit log. */
export const reasonSchema = z.object({
  reason: reasonText(),
});

export const roleChangeSchema = z.object({ role: z.enum(ROLES) });

export const ngoQueueQuery = z.object({
  state: z.enum(NGO_VERIFICATION_STATES).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const accountQuery = z.object({
  q: optionalText(100),
  role: z.enum(ROLES).optional(),
  state: z.enum(ACCOUNT_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
