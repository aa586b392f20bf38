// The default signing path (no DocuSign credentials): who may start it, the page, the form,
// what gets recorded, and the account afterwards.
import { MongoClient } from 'mongodb';
import { REQUIRED_DOCUMENTS, wrongRoleMessage } from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { adminToken, registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import {
  BROWSER,
  expectAccountSigned,
  signatureRecords,
  startSigning,
  submitSigningForm,
} from './helpers';

const the = fileStack({
  user: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerUser(stack, 'volunteer'),
  otherVolunteer: (stack) => registerUser(stack, 'volunteer'),
  ngo: (stack) => registerUser(stack, 'ngo'),
  otherNgo: (stack) => registerUser(stack, 'ngo'),
});

describe.each([
  ['/api/docusign/create-signing-url', 'volunteer', 'volunteer-onboarding', ['user', 'ngo']],
  ['/api/docusign/create-ngo-signing-url', 'ngo', 'ngo-onboarding', ['user', 'volunteer']],
] as const)('POST %s', (path, role, documentType, otherRoles) => {
  const owner = () => the[role];
  const other = () => the[role === 'ngo' ? 'otherNgo' : 'otherVolunteer'];

  test('anonymous gets 401', async () => {
    const res = await the.api.post(path, { json: { userId: owner()._id, documentType } });
    expect(res.status).toBe(401);
  });

  const operation = role === 'ngo' ? 'documents.sign.ngo' : 'documents.sign.volunteer';

  test.each(otherRoles)('a %s gets 403, even for their own id', async (otherRole) => {
    const caller = the[otherRole];
    const res = await the.api.post(path, {
      token: caller.token,
      json: { userId: caller._id, documentType },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: wrongRoleMessage(operation) });
  });

  test('the operator gets 403', async () => {
    const res = await the.api.post(path, {
      token: await adminToken(the.stack),
      json: { documentType },
    });
    expect([res.status, res.body.message]).toEqual([403, wrongRoleMessage(operation)]);
  });

  test(`another ${role} cannot start signing for this one (403)`, async () => {
    const res = await the.api.post(path, {
      token: other().token,
      json: { userId: owner()._id, documentType },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'You can only do this for your own account' });
  });

  test.each([
    [{ documentType: role === 'ngo' ? 'volunteer-onboarding' : 'ngo-onboarding' }, 'documentType'],
    [{ documentType: 'tax-form' }, 'documentType'],
    [{ documentType: undefined }, 'documentType'],
    [{ userId: undefined }, 'userId'],
    [{ userId: { $gt: '' } }, 'userId'],
  ])('bad input %j is a 400 naming %s', async (overrides, field) => {
    const res = await startSigning(the.stack, owner(), overrides);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
  });

  test(`the ${role} for themself gets a link to the local signing page`, async () => {
    const res = await startSigning(the.stack, owner());
    expect(res.status).toBe(200);
    expect(res.body.redirectUrl).toMatch(/^\/api\/docusign\/sign\/[0-9a-f]{64}$/);
  });
});

describe('the local signing page', () => {
  let pagePath: string;
  beforeAll(async () => {
    pagePath = (await startSigning(the.stack, the.volunteer)).body.redirectUrl;
  });

  test("is an accessible, phone-friendly page listing the role's three documents", async () => {
    const res = await request(the.stack.url, 'GET', pagePath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain('script-src');
    const page = res.body as string;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(page).toContain('<h1>Required Documents</h1>');
    for (const name of REQUIRED_DOCUMENTS['volunteer-onboarding'].documents) {
      expect(page).toContain(`<h2>${name}</h2>`);
    }
    expect(page).toContain('<label for="fullName">');
    expect(page).toContain('<label for="consent">');
    expect(page).toMatch(/<input type="checkbox" id="consent" name="consent"/);
    expect(page).toContain(`<form method="post" action="${pagePath}">`);
    expect(page).toContain('<button type="submit">Sign Documents</button>');
  });

  test("carries the product's name and colour, and Back leads to the volunteer's portal", async () => {
    const page = (await request(the.stack.url, 'GET', pagePath)).body as string;
    expect(page).toContain('<title>Required Documents · Rescue Network</title>');
    expect(page).toMatch(/<header class="site">.*Rescue Network.*<\/header>/);
    expect(page).toContain('background:#b4330f');
    // Started without a returnTo (the volunteer portal's own button): Back is the portal.
    expect(page).toContain('<a class="back" href="/voldash">');
  });

  test('without consent the page comes back with an error (400), keeping the typed name', async () => {
    const res = await submitSigningForm(the.stack, pagePath, { fullName: '<b>Asha</b> Rao' });
    expect(res.status).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Please tick the box to confirm you agree.');
    expect(res.body).toContain('value="&lt;b&gt;Asha&lt;/b&gt; Rao"');
    expect(res.body).not.toContain('<b>Asha</b>');
  });

  test('without a name the page comes back with an error (400)', async () => {
    const res = await submitSigningForm(the.stack, pagePath, { fullName: '  ', consent: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toContain('Please type your full name to sign.');
  });

  test('signing records who signed what, when and from where, then sends the browser back', async () => {
    const before = Date.now();
    const res = await submitSigningForm(the.stack, pagePath, {
      fullName: 'Asha  Rao',
      consent: 'yes',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/volunteer/dashboard?signed=1');

    const [record, ...more] = await signatureRecords(the.stack, the.volunteer._id);
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({
      userId: the.volunteer._id,
      role: 'volunteer',
      documentType: 'volunteer-onboarding',
      documents: REQUIRED_DOCUMENTS['volunteer-onboarding'].documents,
      fullName: 'Asha Rao',
      consent: true,
      userAgent: BROWSER,
      method: 'local',
    });
    expect(record!.ip).toMatch(/127\.0\.0\.1$/);
    expect(record!.signedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(record!.signedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test('afterwards login no longer asks for documents and a refreshed token says docs=true', async () => {
    await expectAccountSigned(the.stack, the.volunteer);
  });

  test('the link is single use', async () => {
    const again = await submitSigningForm(the.stack, pagePath, {
      fullName: 'Asha Rao',
      consent: 'yes',
    });
    expect(again.status).toBe(409);
    expect(again.body).toContain('Already signed');
    expect((await request(the.stack.url, 'GET', pagePath)).status).toBe(409);
    expect(await signatureRecords(the.stack, the.volunteer._id)).toHaveLength(1);
  });

  test('the status endpoint shows the signature', async () => {
    const res = await the.api.get('/api/docusign/status', { token: the.volunteer.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      signed: true,
      signatures: [
        {
          documentType: 'volunteer-onboarding',
          documents: REQUIRED_DOCUMENTS['volunteer-onboarding'].documents,
          signedAt: expect.any(String),
          method: 'local',
        },
      ],
    });
  });
});

test('an NGO signs its own three documents and lands on /dashboard', async () => {
  const ngo = await registerUser(the.stack, 'ngo');
  const pagePath = (await startSigning(the.stack, ngo)).body.redirectUrl;
  const page = (await request(the.stack.url, 'GET', pagePath)).body as string;
  expect(page).toContain('<h1>Required NGO Documents</h1>');
  for (const name of REQUIRED_DOCUMENTS['ngo-onboarding'].documents) {
    expect(page).toContain(`<h2>${name}</h2>`);
  }
  const res = await submitSigningForm(the.stack, pagePath, { fullName: ngo.name, consent: 'on' });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/dashboard?signed=1');
  await expectAccountSigned(the.stack, ngo);
});

test('ten submits of one form at the same moment record one signature', async () => {
  const volunteer = await registerUser(the.stack, 'volunteer');
  const pagePath = (await startSigning(the.stack, volunteer)).body.redirectUrl;
  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      submitSigningForm(the.stack, pagePath, { fullName: volunteer.name, consent: 'yes' }),
    ),
  );
  expect(results.map((res) => res.status).sort()).toEqual([303, ...Array(9).fill(409)]);
  expect(await signatureRecords(the.stack, volunteer._id)).toHaveLength(1);
});

describe('started from the sign-up page (returnTo)', () => {
  /** A new account of `role` starts signing from `returnTo`: its page's path and words. */
  async function startedFrom(role: 'volunteer' | 'ngo', returnTo: string) {
    const account = await registerUser(the.stack, role);
    const started = await startSigning(the.stack, account, { returnTo });
    expect(started.status).toBe(200);
    const pagePath: string = started.body.redirectUrl;
    const page = (await request(the.stack.url, 'GET', pagePath)).body as string;
    const sign = (consent: string) =>
      submitSigningForm(the.stack, pagePath, { fullName: account.name, consent });
    return { pagePath, page, sign };
  }

  test('Back leads to it, and signing ends there with ?signed=1', async () => {
    const { pagePath, page, sign } = await startedFrom('volunteer', '/register');
    expect(page).toContain('<a class="back" href="/register">');
    const signed = await sign('yes');
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe('/register?signed=1');
    const again = await request(the.stack.url, 'GET', pagePath);
    expect(again.status).toBe(409);
    expect(again.body).toContain('Already signed');
    expect(again.body).toContain('<a class="back" href="/register">');
  });

  test('an NGO comes back to it too, its query kept', async () => {
    const { page, sign } = await startedFrom('ngo', '/register?role=ngo');
    expect(page).toContain('<a class="back" href="/register?role=ngo">');
    const signed = await sign('on');
    expect(signed.headers.get('location')).toBe('/register?role=ngo&signed=1');
  });

  test.each([
    'https://evil.example/register',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/api/users/logout',
    42,
  ])('returnTo %j is refused with a 400, and no link is made', async (returnTo) => {
    const volunteer = await registerUser(the.stack, 'volunteer');
    const res = await startSigning(the.stack, volunteer, { returnTo });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('returnTo');
  });
});

describe('links that cannot be used', () => {
  test.each([
    ['an unknown token', `/api/docusign/sign/${'a'.repeat(64)}`],
    ['a malformed token', '/api/docusign/sign/not-a-token'],
  ])('%s is a 404 page', async (_label, path) => {
    for (const method of ['GET', 'POST']) {
      const res = await request(the.stack.url, method, path);
      expect(res.status).toBe(404);
      expect(res.body).toContain('This signing link is not valid');
      expect(res.body).toContain('<a class="back" href="/">');
    }
  });

  test('an expired link is a 404 page', async () => {
    const volunteer = await registerUser(the.stack, 'volunteer');
    const pagePath: string = (await startSigning(the.stack, volunteer)).body.redirectUrl;
    const client = await MongoClient.connect(the.stack.mongoUrl);
    try {
      await client
        .db(the.stack.dbNames.docusign)
        .collection('signing_sessions')
        .updateOne(
          { token: pagePath.split('/').at(-1) },
          { $set: { expiresAt: new Date(Date.now() - 1000) } },
        );
    } finally {
      await client.close();
    }
    expect((await request(the.stack.url, 'GET', pagePath)).status).toBe(404);
    const res = await submitSigningForm(the.stack, pagePath, {
      fullName: volunteer.name,
      consent: 'yes',
    });
    expect(res.status).toBe(404);
  });

  test('without DocuSign configured there is no DocuSign return route', async () => {
    const res = await the.api.get(`/api/docusign/return/${'b'.repeat(64)}?event=signing_complete`);
    expect(res.status).toBe(404);
  });
});

describe('GET /api/docusign/status', () => {
  test('anonymous gets 401', async () => {
    expect((await the.api.get('/api/docusign/status')).status).toBe(401);
  });

  test('the operator has nothing to sign', async () => {
    const res = await the.api.get('/api/docusign/status', { token: await adminToken(the.stack) });
    expect(res.status).toBe(200);
    expect(res.body.signed).toBe(false);
  });

  test.each(['user', 'otherVolunteer', 'otherNgo'] as const)(
    'an account that has not signed (%s) sees signed false',
    async (who) => {
      const res = await the.api.get('/api/docusign/status', { token: the[who].token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ signed: false, signatures: [] });
    },
  );
});
