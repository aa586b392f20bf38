// The report form's values, its checks (spec section 5) and the payload it sends (section 7).
import {
  createIncidentDataSchema,
  distanceKm,
  findCity,
  MAX_KM_FROM_CITY,
  type CreateIncidentData,
} from '@rescue/contracts';
import type { AssessmentCategory, SignKey } from '@rescue/contracts/assessment';
import { reportText } from '../i18n/text';

/** [longitude, latitude] */
export type Coordinates = [number, number];

export interface ReportFields {
  description: string;
  animalType: string;
  city: string;
  address: string;
  coordinates: Coordinates | null;
  /**
   * Where the coordinates came from: the city's centre (no pin: the report is approximate),
   * the device's position ("Use my current location"), or a pin the reporter placed on the map.
   */
  coordinatesFrom: 'city' | 'device' | 'pin' | null;
  /** The device's accuracy in metres, for coordinates from the device; else null. */
  accuracyMeters: number | null;
  // Contact information: optional, kept in the draft, never sent (spec section 5).
  contactName: string;
  contactNumber: string;
  /** Without an account: the email the follow link is sent to (phone or email is needed). */
  contactEmail: string;
  emergency: boolean;
  notes: string;
  /** Email the reporter when the case is taken and when it is closed (sent with the report). */
  notifyByEmail: boolean;
  animalDescription: string;
  /** The signs the reporter ticked (the app assesses the report from them and the words). */
  signs: SignKey[];
  /** The reporter's own category when they change the app's; '' keeps the app's. */
  gradingCategory: AssessmentCategory | '';
  /** Why the reporter changed the category (required then). */
  gradingReason: string;
}

export const EMPTY_FIELDS: ReportFields = {
  description: '',
  animalType: '',
  city: '',
  address: '',
  coordinates: null,
  coordinatesFrom: null,
  accuracyMeters: null,
  contactName: '',
  contactNumber: '',
  contactEmail: '',
  emergency: false,
  notes: '',
  notifyByEmail: false,
  animalDescription: '',
  signs: [],
  gradingCategory: '',
  gradingReason: '',
};

/** Required fields, in the order the form shows them. */
export const REQUIRED_FIELDS = [
  'description',
  'city',
  'address',
  'animalDescription',
  'gradingReason',
] as const;

export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** What a required field asks for, in the page's language. */
export function requiredMessage(field: RequiredField): string {
  return reportText.t(`report.required.${field}`);
}
export type ReportErrors = Partial<Record<RequiredField, string>>;

/** Where each field of the request lands in the form. */
const FIELD_OF_PATH: Record<string, RequiredField> = {
  description: 'description',
  city: 'city',
  'location.address': 'address',
  'animalInfo.description': 'animalDescription',
  'animalInfo.reporterGrading.reason': 'gradingReason',
};

/**
 * Every field's check, by the same schema the server applies (the contracts'
 * createIncidentDataSchema); an empty result means the report can be sent. A missing or
 * unusable value shows the form's own request; text over its limit shows the limit.
 */
export function validateReport(fields: ReportFields): ReportErrors {
  const result = createIncidentDataSchema.safeParse(toCreateIncidentData(fields));
  if (result.success) return {};
  const failing: ReportErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF_PATH[issue.path.join('.')];
    if (!field || failing[field]) continue;
    failing[field] =
      issue.code === 'too_big'
        ? // The schema's "must be at most 2000 characters"; the limit as written, not grouped.
          reportText.t('report.tooLong', { max: String(issue.maximum) })
        : requiredMessage(field);
  }
  return Object.fromEntries(
    REQUIRED_FIELDS.filter((field) => failing[field]).map((field) => [field, failing[field]]),
  );
}

/** Whether the reporter placed the animal's spot (a pin or the device's position). */
export function isPinned(fields: ReportFields): boolean {
  return (
    fields.coordinates !== null &&
    (fields.coordinatesFrom === 'device' || fields.coordinatesFrom === 'pin')
  );
}

/** The chosen city's centre as [longitude, latitude], if it is one of the cities. */
export function cityCentreOf(name: string): Coordinates | null {
  const city = findCity(name);
  return city ? [city.longitude, city.latitude] : null;
}

/** Choosing a city moves the map there, unless the placed pin lies within that city. */
export function withCity(fields: ReportFields, name: string): ReportFields {
  const city = findCity(name);
  if (!city) return { ...fields, city: name };
  const centre: Coordinates = [city.longitude, city.latitude];
  const keepPin =
    isPinned(fields) &&
    fields.coordinates !== null &&
    distanceKm(fields.coordinates, centre) <= MAX_KM_FROM_CITY;
  return keepPin
    ? { ...fields, city: city.name }
    : {
        ...fields,
        city: city.name,
        coordinates: centre,
        coordinatesFrom: 'city',
        accuracyMeters: null,
      };
}

/** True when the placed pin is too far from the chosen city for the server to keep it. */
export function pinFarFromCity(fields: ReportFields): boolean {
  const centre = cityCentreOf(fields.city);
  return (
    isPinned(fields) &&
    fields.coordinates !== null &&
    centre !== null &&
    distanceKm(fields.coordinates, centre) > MAX_KM_FROM_CITY
  );
}

/** The `data` part of POST /api/incidents/create; send only after validateReport passed. */
export function toCreateIncidentData(fields: ReportFields): CreateIncidentData {
  const animalType = fields.animalType.trim();
  return {
    description: fields.description.trim(),
    city: fields.city,
    location: {
      address: fields.address.trim(),
      ...(fields.coordinates && { coordinates: fields.coordinates }),
      // No pin: the server stores the city's centre and says the location is approximate.
      approximate: !isPinned(fields),
      accuracyMeters: fields.coordinatesFrom === 'device' ? fields.accuracyMeters : null,
    },
    ...(fields.notifyByEmail && { notifyByEmail: true }),
    animalInfo: {
      description: fields.animalDescription.trim(),
      ...(animalType && { type: animalType }),
      // No aiSeverityAssessment: the server assesses the report from the signs and the words.
      ...(fields.signs.length > 0 && { signs: fields.signs }),
      ...(fields.gradingCategory && {
        reporterGrading: { category: fields.gradingCategory, reason: fields.gradingReason.trim() },
      }),
    },
  };
}

/** Whether anything was typed or chosen (a draft worth restoring). */
export function hasContent(fields: ReportFields): boolean {
  return (Object.keys(EMPTY_FIELDS) as (keyof ReportFields)[]).some(
    (key) =>
      key !== 'coordinates' &&
      key !== 'coordinatesFrom' &&
      key !== 'accuracyMeters' &&
      (key === 'signs' ? fields.signs.length > 0 : fields[key] !== EMPTY_FIELDS[key]),
  );
}

/** Who sends a report without an account: a name and a phone number or an email. */
export function toVisitorContact(fields: ReportFields) {
  const phoneNumber = fields.contactNumber.trim();
  const email = fields.contactEmail.trim();
  return {
    name: fields.contactName.trim(),
    ...(phoneNumber && { phoneNumber }),
    ...(email && { email }),
  };
}

/** The contact check for a report without an account, in the page's language; null when fine. */
export function visitorContactError(fields: ReportFields): string | null {
  const contact = toVisitorContact(fields);
  if (!contact.name) return reportText.t('anonymous.nameRequired');
  if (!contact.phoneNumber && !contact.email) return reportText.t('anonymous.contactRequired');
  return null;
}
