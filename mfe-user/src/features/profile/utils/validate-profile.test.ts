import { PROFILE_MESSAGES, validateProfile, type ProfileValues } from './validate-profile';

const VALID: ProfileValues = {
  name: 'Ravi Kumar',
  phoneNumber: '+91 (987) 654-3210',
  city: 'pune',
  address: '12 Hill Road',
};

test('a complete profile has no problems (city in any letter case)', () => {
  expect(validateProfile(VALID)).toEqual({});
});

test('every field is required; blanks count as missing', () => {
  expect(validateProfile({ name: ' ', phoneNumber: '', city: '', address: '  ' })).toEqual({
    name: PROFILE_MESSAGES.nameRequired,
    phoneNumber: PROFILE_MESSAGES.phoneRequired,
    city: PROFILE_MESSAGES.cityInvalid,
    address: PROFILE_MESSAGES.addressRequired,
  });
});

test.each(['12345', 'call me', '+91 98765 43210 12345 6789 0', '98765x43210'])(
  'phone number %p is refused',
  (phoneNumber) => {
    expect(validateProfile({ ...VALID, phoneNumber }).phoneNumber).toBe(
      PROFILE_MESSAGES.phoneInvalid,
    );
  },
);

test('a city outside the 16 and over-long texts are refused', () => {
  expect(
    validateProfile({
      ...VALID,
      city: 'Atlantis',
      name: 'n'.repeat(101),
      address: 'a'.repeat(501),
    }),
  ).toEqual({
    city: PROFILE_MESSAGES.cityInvalid,
    name: PROFILE_MESSAGES.nameTooLong,
    address: PROFILE_MESSAGES.addressTooLong,
  });
});
