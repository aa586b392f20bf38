// The signing page in the reader's language (issue 29): the signing URL the app asks for
// carries the language of its Accept-Language (the one the person chose), the page follows
// `lang` or else the browser's Accept-Language, and the form's errors and the link's other
// pages too. English stays the spec's page (local-signing.test.ts).
import { request } from '@rescue/testkit/http';
import { apiClient } from '@rescue/testkit/api-client';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { expectAccountSigned, submitSigningForm } from './helpers';

const the = fileStack({
  volunteer: (stack) => registerUser(stack, 'volunteer'),
  ngo: (stack) => registerUser(stack, 'ngo'),
});

async function signingUrl(user: TestUser, language?: string): Promise<string> {
  const path =
    user.role === 'ngo'
      ? '/api/docusign/create-ngo-signing-url'
      : '/api/docusign/create-signing-url';
  const res = await apiClient(the.stack.url).post(path, {
    token: user.token,
    json: {
      userId: user._id,
      documentType: user.role === 'ngo' ? 'ngo-onboarding' : 'volunteer-onboarding',
    },
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.status).toBe(200);
  return res.body.redirectUrl as string;
}

const page = async (path: string, language?: string) => {
  const res = await request(the.stack.url, 'GET', path, {
    headers: language ? { 'accept-language': language } : {},
  });
  return { status: res.status, html: res.body as string };
};

test('a volunteer reading the app in Hindi signs on a Hindi page, errors included', async () => {
  const path = await signingUrl(the.volunteer, 'hi');
  expect(path).toMatch(/^\/api\/docusign\/sign\/[0-9a-f]{64}\?lang=hi$/);

  // The browser's own language does not matter: the link names Hindi.
  const { status, html } = await page(path, 'en-US,en;q=0.9');
  expect(status).toBe(200);
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('<h1>ज़रूरी दस्तावेज़</h1>');
  expect(html).toContain('<h2>स्वयंसेवक अनुबंध</h2>');
  expect(html).toContain('<button type="submit">दस्तावेज़ों पर हस्ताक्षर करें</button>');
  expect(html).toContain(`<form method="post" action="${path}">`);
  expect(html).not.toContain('Sign Documents');

  const refused = await submitSigningForm(the.stack, path, { fullName: 'Asha Rao' });
  expect(refused.status).toBe(400);
  expect(refused.body).toContain('सहमति की पुष्टि के लिए कृपया बॉक्स पर निशान लगाएँ।');

  const signed = await submitSigningForm(the.stack, path, { fullName: 'Asha Rao', consent: 'yes' });
  expect(signed.status).toBe(303);
  await expectAccountSigned(the.stack, the.volunteer);
  // The link used: "already signed", in Hindi.
  const again = await page(path);
  expect(again.status).toBe(409);
  expect(again.html).toContain('<h1>पहले ही हस्ताक्षर हो चुके हैं</h1>');
});

test('without lang the page follows Accept-Language, and English without either', async () => {
  const path = await signingUrl(the.ngo);
  expect(path).not.toContain('lang=');
  const marathi = await page(path, 'mr-IN,mr;q=0.9,en;q=0.5');
  expect(marathi.html).toContain('<html lang="mr">');
  expect(marathi.html).toContain('<h1>एनजीओसाठी आवश्यक कागदपत्रे</h1>');
  expect(marathi.html).toContain(
    'मी एनजीओ भागीदारी करार, सेवा अटी आणि डेटा संरक्षण करार वाचले असून मला ते मान्य आहेत.',
  );
  const english = await page(path);
  expect(english.html).toContain('<html lang="en">');
  expect(english.html).toContain('<h1>Required NGO Documents</h1>');
  // A lang we do not speak is no choice: Accept-Language decides.
  expect((await page(`${path}?lang=fr`, 'hi')).html).toContain('<html lang="hi">');
});

test("an unknown link says so in the reader's language", async () => {
  const unknown = await page(`/api/docusign/sign/${'0'.repeat(64)}?lang=mr`);
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('<h1>ही स्वाक्षरी लिंक वैध नाही</h1>');
});
