// The helpline every page shows is one setting (HELPLINE_NUMBER), given to the browser in
// /remotes.json; while it is the spec's placeholder the pages call it a demo number.
import { PLACEHOLDER_HELPLINE } from '@rescue/contracts';
import { helplineFromEnv } from '../../src/config';

test('unset, it is the placeholder, marked as such', () => {
  expect(helplineFromEnv({})).toEqual({
    display: PLACEHOLDER_HELPLINE,
    tel: 'tel:+911234567890',
    placeholder: true,
  });
  expect(helplineFromEnv({ HELPLINE_NUMBER: '  ' }).placeholder).toBe(true);
});

test('a real number is shown as written, dialled without its spaces, and not a placeholder', () => {
  expect(helplineFromEnv({ HELPLINE_NUMBER: ' +91 98200-12345 ' })).toEqual({
    display: '+91 98200-12345',
    tel: 'tel:+919820012345',
    placeholder: false,
  });
});

test.each(['call us', 'https://example.org', '12'])('"%s" is a start-up error', (value) => {
  expect(() => helplineFromEnv({ HELPLINE_NUMBER: value })).toThrow(/HELPLINE_NUMBER/);
});
