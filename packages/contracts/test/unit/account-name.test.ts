// An account's name reaches /api/partners and reporters' email: a web address hidden in it by
// Unicode look-alikes, invisible characters or a bare host or IP must be refused (issue 27).
import { accountName } from '../../src/schemas/fields';

const messageOf = (name: string) => {
  const result = accountName.safeParse(name);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
};

const NO_LINKS = 'must not contain a web address';
const ONE_LINE = 'must be a single line without control characters';

test.each([
  ['Paws evil\u3002com/login', NO_LINKS], // ideographic full stop
  ['Paws evil\uFF61com', NO_LINKS], // halfwidth ideographic full stop
  ['Paws evil\uFF0Ecom', NO_LINKS], // fullwidth full stop (NFKC: '.')
  ['Paws ｅｖｉｌ.ｃｏｍ', NO_LINKS], // fullwidth letters
  ['Paws evil\u2024com', NO_LINKS], // one dot leader
  ['Paws 203.0.113.7/login', NO_LINKS],
  ['Paws //evil.example', NO_LINKS],
  ['Paws // evil', NO_LINKS],
  ['Paws evil.rescue', NO_LINKS], // any top-level domain
  ['Paws evil.xn--p1ai', NO_LINKS],
  ['Paws evil\u200D.com', NO_LINKS], // a joiner does not hide the dot
  ['Paws evil\u200B.com', ONE_LINE], // zero-width space: a format character
  ['Paws\u00ADTrust', ONE_LINE], // soft hyphen
  ['Paws \uFEFFTrust', ONE_LINE], // zero-width no-break space
  ['Paws \u2066Trust', ONE_LINE], // bidi isolate
])('%j is refused: %s', (name, message) => {
  expect(messageOf(name)).toContain(message);
});

test.each([
  'Dr. A.K. Rao',
  'St. Francis Animal Trust',
  'People for Animals (PFA) Pune',
  'S.O.S. Paws & Claws, Pune',
  'Blue Cross of India, No. 1',
  'Ph.D. Meera Nair',
  'പ്രകൃതി\u200Cസ്നേഹി Trust', // ZWNJ spells Malayalam and other Indic names
  'Karuna 24/7 Rescue',
])('%j is a name', (name) => {
  expect(messageOf(name)).toBeUndefined();
});
