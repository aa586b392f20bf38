// The signing page's HTML: the product's name and colour, and a Back link that is always escaped.
import { REQUIRED_DOCUMENTS } from '@rescue/contracts';
import { APP_NAME, BRAND_COLOURS } from '@rescue/contracts';

const BRAND_COLOUR = BRAND_COLOURS.brand;
import { LINK_NOT_VALID, alreadySigned, messagePage, signingPage } from '../../src/routes/pages';

const page = (back: string) =>
  signingPage({
    title: 'Required Documents',
    documents: REQUIRED_DOCUMENTS['volunteer-onboarding'].documents.map((name) => ({
      name,
      summary: `About ${name}`,
    })),
    formAction: '/api/docusign/sign/abc',
    back,
  });

test('carries the app name the web kit shows and its brand colour', () => {
  expect(APP_NAME).toBe('Rescue Network');
  const html = page('/register');
  expect(html).toContain('<title>Required Documents · Rescue Network</title>');
  expect(html).toMatch(/<header class="site">.*Rescue Network.*<\/header>/);
  expect(html).toContain(`background:${BRAND_COLOUR}`);
  expect(BRAND_COLOUR).toBe('#b4330f');
});

test('Back, before the heading, leads to the page signing started from', () => {
  const html = page('/register?role=volunteer&x=1');
  const back = '<a class="back" href="/register?role=volunteer&amp;x=1">';
  expect(html).toContain(back);
  expect(html.indexOf(back)).toBeLessThan(html.indexOf('<h1>'));
  expect(html).toMatch(/<span aria-hidden="true">←&nbsp;<\/span>Back<\/a>/);
});

test('a Back address is escaped, whatever it holds', () => {
  const html = page('/register?"><script>alert(1)</script>');
  expect(html).not.toContain('<script>');
  expect(html).toContain('href="/register?&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
});

test('works on a phone and on a desktop: a viewport, one column, a wider layout from 48rem', () => {
  const html = page('/register');
  expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
  expect(html).toContain('max-width:40rem');
  expect(html).toContain('@media (min-width:48rem)');
});

test('the answer pages lead back too: to the page signing started from, or home when unknown', () => {
  expect(alreadySigned('/voldash')).toContain('<a class="back" href="/voldash">');
  expect(messagePage('T', 'M', '/register')).toContain('<a class="back" href="/register">');
  expect(LINK_NOT_VALID).toMatch(/<a class="back" href="\/">.*Back to Rescue Network<\/a>/);
});
