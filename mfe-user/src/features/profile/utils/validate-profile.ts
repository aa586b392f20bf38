import { findCity } from '@rescue/contracts';

export interface ProfileValues {
  name: string;
  phoneNumber: string;
  city: string;
  address: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

// The server's rules (UpdateProfileRequest), checked before asking it.
const NAME_MAX = 100;
const ADDRESS_MAX = 500;
const PHONE_PATTERN = /^\+?[\d\s().-]{6,25}$/;

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number: 6 to 25 digits, spaces, +, -, or parentheses',
  cityInvalid: 'Choose a city from the list',
  addressRequired: 'Address is required',
  addressTooLong: `Address must be at most ${ADDRESS_MAX} characters`,
} as const;

/** The problems with the form, by field; empty when it can be saved. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const name = values.name.trim();
  const phone = values.phoneNumber.trim();
  const address = values.address.trim();
  const errors: ProfileErrors = {};
  if (!name) errors.name = PROFILE_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX) errors.name = PROFILE_MESSAGES.nameTooLong;
  if (!phone) errors.phoneNumber = PROFILE_MESSAGES.phoneRequired;
  else if (!PHONE_PATTERN.test(phone)) errors.phoneNumber = PROFILE_MESSAGES.phoneInvalid;
  if (!findCity(values.city)) errors.city = PROFILE_MESSAGES.cityInvalid;
  if (!address) errors.address = PROFILE_MESSAGES.addressRequired;
  else if (address.length > ADDRESS_MAX) errors.address = PROFILE_MESSAGES.addressTooLong;
  return errors;
}
