// Where the signing page's Back link and the end of signing lead: only the app's own pages.
import { afterSigningPath } from '../../src/domain/documents';
import { sitePath as safeReturnPath, withSearchParam as withParam } from '@rescue/contracts';
import { backPath } from '../../src/domain/return-path';

test.each([
  ['/register', '/register'],
  ['/register?role=volunteer', '/register?role=volunteer'],
  ['/voldash/my-cases#top', '/voldash/my-cases#top'],
  ['/a/../register', '/register'],
  ['/register?q="><script>', '/register?q=%22%3E%3Cscript%3E'],
])('%s is a page of the app (kept as %s)', (value, expected) => {
  expect(safeReturnPath(value)).toBe(expected);
});

test.each([
  ['another site', 'https://evil.example/register'],
  ['a protocol-relative address', '//evil.example'],
  ['a backslash a browser reads as a slash', '/\\evil.example'],
  ['a tab a browser strips', '/\t/evil.example'],
  ['a newline', '/register\n'],
  ['a script', 'javascript:alert(1)'],
  ['a relative path without the leading slash', 'register'],
  ['an API path', '/api/docusign/sign/abc'],
  ['an API path in capitals', '/API/users/logout'],
  ['an internal path', '/internal/users'],
  ['an empty string', ''],
  ['a very long path', `/${'a'.repeat(600)}`],
  ['not a string', { path: '/register' }],
])('%s is refused', (_label, value) => {
  expect(safeReturnPath(value)).toBeUndefined();
});

test('Back goes to the page signing started from, else to the role’s portal', () => {
  expect(backPath({ role: 'volunteer', returnTo: '/register' })).toBe('/register');
  expect(backPath({ role: 'volunteer' })).toBe('/voldash');
  expect(backPath({ role: 'ngo' })).toBe('/dashboard');
  // A stored value is checked again when it is used.
  expect(backPath({ role: 'ngo', returnTo: '//evil.example' })).toBe('/dashboard');
});

test('after signing: back to the page signing started from with ?signed=, else the dashboard', () => {
  expect(afterSigningPath('volunteer', true, '/register')).toBe('/register?signed=1');
  expect(afterSigningPath('ngo', false, '/register?role=ngo')).toBe('/register?role=ngo&signed=0');
  expect(afterSigningPath('volunteer', true)).toBe('/volunteer/dashboard?signed=1');
  expect(afterSigningPath('ngo', true)).toBe('/dashboard?signed=1');
  expect(afterSigningPath('ngo', true, 'https://evil.example')).toBe('/dashboard?signed=1');
  expect(withParam('/register?signed=0#x', 'signed', '1')).toBe('/register?signed=1#x');
});
