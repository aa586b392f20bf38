import {
  ADDRESS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_FORMAT,
  cityInput,
  phoneNumber,
  requiredText,
  type z,
} from '@rescue/contracts';

export interface ProfileValues {
  name: string;
  phoneNumber: string;
  city: string;
  address: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  phoneRequired: 'Phone number is required',
  phoneInvalid: `Enter a valid phone number: ${PHONE_FORMAT}`,
  cityInvalid: 'Choose a city from the list',
  addressRequired: 'Address is required',
  addressTooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
} as const;

type Message = (typeof PROFILE_MESSAGES)[keyof typeof PROFILE_MESSAGES];

/**
 * Each field with the server's own schema (the contracts' UpdateProfileRequest fields) and the
 * form's message for an empty value and for any other refusal.
 */
const FIELDS: Record<keyof ProfileValues, { schema: z.ZodType; empty: Message; invalid: Message }> =
  {
    name: {
      schema: requiredText(NAME_MAX_LENGTH),
      empty: PROFILE_MESSAGES.nameRequired,
      invalid: PROFILE_MESSAGES.nameTooLong,
    },
    phoneNumber: {
      schema: phoneNumber,
      empty: PROFILE_MESSAGES.phoneRequired,
      invalid: PROFILE_MESSAGES.phoneInvalid,
    },
    city: {
      schema: cityInput,
      empty: PROFILE_MESSAGES.cityInvalid,
      invalid: PROFILE_MESSAGES.cityInvalid,
    },
    address: {
      schema: requiredText(ADDRESS_MAX_LENGTH),
      empty: PROFILE_MESSAGES.addressRequired,
      invalid: PROFILE_MESSAGES.addressTooLong,
    },
  };

/** The problems with the form, by field; empty when it can be saved. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of Object.keys(FIELDS) as (keyof ProfileValues)[]) {
    const { schema, empty, invalid } = FIELDS[field];
    if (schema.safeParse(values[field]).success) continue;
    errors[field] = values[field].trim() ? invalid : empty;
  }
  return errors;
}
