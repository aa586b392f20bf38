// The DocuSign path (credentials configured): the same calls create an embedded signing
// session through the docusign-esign SDK, here against DocuSign's API faked on the network.
import https from 'node:https';
import path from 'node:path';
import { REQUIRED_DOCUMENTS } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import {
  ACCOUNT_ID,
  API_USER_ID,
  INTEGRATION_KEY,
  startFakeDocusign,
  type FakeDocusign,
} from './fake-docusign';
import { BROWSER, expectAccountSigned, signatureRecords, startSigning } from './helpers';

const PUBLIC_URL = 'https://rescue.example.org';

let fake: FakeDocusign;
let stack: TestStack;
let api: ReturnType<typeof apiClient>;

/**
 * The SDK calls OAuth as https://<oAuthBasePath> through its own axios and offers no option
 * for a CA or an agent. So the test gives that axios instance (resolved from the SDK's folder,
 * as the SDK resolves it) an agent trusting the fake's self-signed certificate alone. Jest
 * gives each test file its own module registry, so no other test file sees this agent, and
 * the service code carries no test-only setting.
 */
function trustFakeCertificate(certificate: string): void {
  const sdkFolder = path.dirname(require.resolve('docusign-esign'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known at run time
  const sdkAxios = require(require.resolve('axios', { paths: [sdkFolder] }));
  (sdkAxios.default ?? sdkAxios).defaults.httpsAgent = new https.Agent({ ca: certificate });
}

beforeAll(async () => {
  fake = await startFakeDocusign();
  trustFakeCertificate(fake.certificate);
  stack = await startTestStack({
    env: {
      DOCUSIGN_INTEGRATION_KEY: INTEGRATION_KEY,
      DOCUSIGN_USER_ID: API_USER_ID,
      DOCUSIGN_ACCOUNT_ID: ACCOUNT_ID,
      DOCUSIGN_PRIVATE_KEY: fake.integrationPrivateKey,
      DOCUSIGN_BASE_PATH: `https://${fake.host}/restapi`,
      DOCUSIGN_OAUTH_BASE_PATH: fake.host,
      PUBLIC_URL,
    },
  });
  api = apiClient(stack.url);
});
afterAll(async () => {
  await stack.close();
  await fake.close();
});

const callsTo = (suffix: string) => fake.calls.filter((call) => call.path.endsWith(suffix));
const sessionTokenOf = (returnUrl: string) => returnUrl.split('/').at(-1)!;

describe('a volunteer signing through DocuSign', () => {
  let volunteer: TestUser;
  let returnPath: string;
  let envelopeId: string;

  beforeAll(async () => {
    volunteer = await registerUser(stack, 'volunteer');
  });

  test('create-signing-url answers with the embedded signing URL of a new envelope', async () => {
    const res = await startSigning(stack, volunteer);
    expect(res.status).toBe(200);
    const [creation] = callsTo('/envelopes');
    const [view] = callsTo('/views/recipient');
    envelopeId = view!.path.split('/').at(-3)!;
    expect(res.body.redirectUrl).toBe(
      `https://${fake.host}/Signing/MTRedeem/v1/${envelopeId}?slt=fake`,
    );

    const envelope = creation!.body;
    expect(envelope.status).toBe('sent');
    expect(envelope.documents.map((doc: any) => doc.name)).toEqual(
      REQUIRED_DOCUMENTS['volunteer-onboarding'].documents,
    );
    for (const doc of envelope.documents) {
      expect(doc.fileExtension).toBe('html');
      const html = Buffer.from(doc.documentBase64, 'base64').toString('utf8');
      expect(html).toContain(`<h1>${doc.name}</h1>`);
      expect(html).toContain('/sign-here/');
    }
    expect(envelope.recipients.signers).toEqual([
      expect.objectContaining({
        name: volunteer.name,
        email: volunteer.email,
        clientUserId: volunteer._id,
        recipientId: '1',
      }),
    ]);

    expect(view!.body).toMatchObject({
      authenticationMethod: 'none',
      clientUserId: volunteer._id,
      email: volunteer.email,
      userName: volunteer.name,
    });
    expect(view!.body.returnUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/docusign/return/[0-9a-f]{64}$`),
    );
    returnPath = new URL(view!.body.returnUrl).pathname;
  });

  test('a cancelled or unfinished signing sends the browser back with signed=0', async () => {
    for (const event of ['cancel', 'decline', 'signing_complete']) {
      // signing_complete from the browser alone is not trusted: the envelope is still 'sent'.
      const res = await request(stack.url, 'GET', `${returnPath}?event=${event}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/volunteer/dashboard?signed=0');
    }
    expect(await signatureRecords(stack, volunteer._id)).toHaveLength(0);
  });

  test('signing_complete with a completed envelope records the signature and redirects', async () => {
    fake.envelopeStatus.set(envelopeId, 'completed');
    const res = await request(stack.url, 'GET', `${returnPath}?event=signing_complete`, {
      headers: { 'user-agent': BROWSER },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/volunteer/dashboard?signed=1');

    const records = await signatureRecords(stack, volunteer._id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      role: 'volunteer',
      documentType: 'volunteer-onboarding',
      fullName: volunteer.name,
      method: 'docusign',
      envelopeId,
      userAgent: BROWSER,
    });
    await expectAccountSigned(stack, volunteer);
    const status = await api.get('/api/docusign/status', { token: volunteer.token });
    expect(status.body.signed).toBe(true);
    expect(status.body.signatures[0].method).toBe('docusign');
  });

  test('a second return (a reload) changes nothing', async () => {
    const res = await request(stack.url, 'GET', `${returnPath}?event=signing_complete`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/volunteer/dashboard?signed=1');
    expect(await signatureRecords(stack, volunteer._id)).toHaveLength(1);
  });

  test('the local page does not accept a DocuSign session', async () => {
    const token = sessionTokenOf(returnPath);
    expect((await request(stack.url, 'GET', `/api/docusign/sign/${token}`)).status).toBe(404);
  });
});

test('an NGO signs through DocuSign and lands on /dashboard', async () => {
  const ngo = await registerUser(stack, 'ngo');
  const res = await startSigning(stack, ngo);
  expect(res.status).toBe(200);
  const view = callsTo('/views/recipient').at(-1)!;
  const envelopeId = view.path.split('/').at(-3)!;
  expect(
    callsTo('/envelopes')
      .at(-1)!
      .body.documents.map((doc: any) => doc.name),
  ).toEqual(REQUIRED_DOCUMENTS['ngo-onboarding'].documents);
  fake.envelopeStatus.set(envelopeId, 'completed');
  const back = await request(
    stack.url,
    'GET',
    `${new URL(view.body.returnUrl).pathname}?event=signing_complete`,
  );
  expect(back.headers.get('location')).toBe('/dashboard?signed=1');
  await expectAccountSigned(stack, ngo);
});

test('the access token from the JWT grant is reused across signings', () => {
  expect(fake.tokenRequests).toBe(1);
});

test('DocuSign being down is a 502 JSON error', async () => {
  const volunteer = await registerUser(stack, 'volunteer');
  fake.failNextEnvelope = true;
  const res = await startSigning(stack, volunteer);
  expect(res.status).toBe(502);
  expect(res.body.message).toMatch(/e-signature service/);
});

test('an unknown return link is a 404 page', async () => {
  const res = await request(
    stack.url,
    'GET',
    `/api/docusign/return/${'c'.repeat(64)}?event=signing_complete`,
  );
  expect(res.status).toBe(404);
});
