import { PHONE_INPUT_PATTERN, PHONE_PATTERN } from '../../src';

// The browser checks the registration form's phone number with PHONE_INPUT_PATTERN, compiled
// as Chromium compiles a `pattern` attribute (anchored, `v` flag); the server with
// PHONE_PATTERN. They must accept and refuse the same numbers.
test('the phone input pattern compiles as a browser compiles it and agrees with the server', () => {
  const asBrowser = new RegExp(`^(?:${PHONE_INPUT_PATTERN})$`, 'v');
  const samples = [
    '+91 98765 43210',
    '(020) 555-1234',
    '020.555.1234',
    '9876543210',
    'call me maybe',
    '12345',
    '+',
    '98765 43210 ext 5',
    '1'.repeat(26),
    '++91 98765 43210',
  ];
  for (const sample of samples)
    expect([sample, asBrowser.test(sample)]).toEqual([sample, PHONE_PATTERN.test(sample)]);
  expect(asBrowser.test('call me maybe')).toBe(false);
  expect(asBrowser.test('+91 98765 43210')).toBe(true);
});
