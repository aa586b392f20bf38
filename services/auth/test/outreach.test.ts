// Issue 30: the contact page's messages reach the operator's inbox (limited per address, only
// the operator reads them), and the footer's newsletter stores consent, confirms by email over
// real SMTP with an unsubscribe link that works without login, once and twice.
import {
  CONTACT_MESSAGE_SENT_MESSAGE,
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@rescue/contracts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@rescue/testkit/smtp';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { adminToken, registerUser } from '@rescue/testkit/users';
import { NEWSLETTER_CONFIRMATION_SUBJECT } from '../src/domain/account-notices';
import { api as checkedApi, withAuthDb } from './helpers';

jest.setTimeout(30_000);

let smtp: TestSmtpServer;
let stack: TestStack;
let api: ReturnType<typeof checkedApi>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stack = await startTestStack({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Rescue Network <no-reply@example.org>',
      NEWSLETTER_MAX_PER_IP: '20',
    },
  });
  api = checkedApi(stack.url);
});
afterAll(async () => {
  await stack?.close();
  await smtp?.stop();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}.${(counter += 1)}`;

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: `asha.${unique()}@example.org`,
  subject: 'Feeding drive in Kothrud',
  message: 'Can our housing society help with a feeding drive on Sundays?',
  ...overrides,
});

describe('the contact form', () => {
  test('a message is stored, newest first in the inbox, and the operator marks it handled', async () => {
    const first = message({ subject: `First ${unique()}` });
    const second = message({ subject: `Second ${unique()}` });
    const sent = await api.post('/api/contact', {
      json: first,
      headers: { 'Accept-Language': 'hi' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.success).toBe(true);
    // In the language the page asked for (Hindi here), not the English constant.
    expect(sent.body.message).not.toBe(CONTACT_MESSAGE_SENT_MESSAGE);
    expect((await api.post('/api/contact', { json: second })).body.message).toBe(
      CONTACT_MESSAGE_SENT_MESSAGE,
    );

    const operator = await adminToken(stack);
    const inbox = await api.get('/api/admin/messages?state=open', { token: operator });
    expect(inbox.status).toBe(200);
    const subjects = inbox.body.data.map((m: { subject: string }) => m.subject);
    expect(subjects.indexOf(second.subject)).toBeLessThan(subjects.indexOf(first.subject));
    const stored = inbox.body.data.find((m: { subject: string }) => m.subject === first.subject);
    expect(stored).toMatchObject({
      name: first.name,
      email: first.email,
      message: first.message,
      language: 'hi',
      handledAt: null,
      handledBy: null,
    });

    const handled = await api.post('/api/admin/messages/handled', {
      token: operator,
      json: { id: stored._id },
    });
    expect(handled.status).toBe(200);
    expect(handled.body.data.handledBy).toBe('Rescue Network Operator');
    const at = handled.body.data.handledAt;
    expect(typeof at).toBe('string');
    // Marking it again keeps the first time.
    const again = await api.post('/api/admin/messages/handled', {
      token: operator,
      json: { id: stored._id },
    });
    expect(again.body.data.handledAt).toBe(at);
    const open = await api.get('/api/admin/messages?state=open', { token: operator });
    expect(open.body.data.map((m: { _id: string }) => m._id)).not.toContain(stored._id);
    const done = await api.get('/api/admin/messages?state=handled', { token: operator });
    expect(done.body.data.map((m: { _id: string }) => m._id)).toContain(stored._id);

    const unknown = await api.post('/api/admin/messages/handled', {
      token: operator,
      json: { id: '0123456789abcdef01234567' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Message not found' } });
  });

  test('only the operator reads the inbox or marks a message', async () => {
    const accounts = await Promise.all(
      (['user', 'volunteer', 'ngo'] as const).map((role) => registerUser(stack, role)),
    );
    expect((await api.get('/api/admin/messages')).status).toBe(401);
    for (const { token } of accounts) {
      const read = await api.get('/api/admin/messages', { token });
      expect(read.status).toBe(403);
      expect(typeof read.body.message).toBe('string');
      const mark = await api.post('/api/admin/messages/handled', {
        token,
        json: { id: '0123456789abcdef01234567' },
      });
      expect(mark.status).toBe(403);
    }
  });

  test.each([
    ['subject', { subject: 'x'.repeat(151) }, /^subject\b/],
    ['message', { message: 'x'.repeat(4001) }, /^message\b/],
    ['email', { email: 'not-an-email' }, /^email\b/],
    ['name', { name: '   ' }, /^name\b/],
  ])('a bad %s is a 400 with a JSON message naming it', async (_field, change, said) => {
    // Refused before it is counted: a bad message takes nothing from the address's limit.
    const res = await api.post('/api/contact', { json: message(change) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(said);
  });

  test('limited per address: the fourth message within the hour is a 429 with Retry-After', async () => {
    // Its own database and limits: the other tests' messages do not count here.
    const limited = await startTestStack({ env: { CONTACT_MAX_PER_IP: '3' } });
    try {
      const send = () => checkedApi(limited.url).post('/api/contact', { json: message() });
      for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many messages\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await withAuthDb(limited, (db) =>
        db.collection('contactMessages').countDocuments(),
      );
      expect(stored).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

describe('the newsletter', () => {
  const toAddress = (email: string) => (mail: ReceivedMail) => mail.to.includes(email);
  const linkIn = (mail: ReceivedMail) =>
    /http:\/\/\S+\/newsletter\/unsubscribe#(\S+)/.exec(mail.text)?.[1] ?? '';

  test('consent is required, and stored with its time and language', async () => {
    const email = `reader.${unique()}@example.org`;
    const without = await api.post('/api/newsletter/subscribe', { json: { email } });
    expect(without.status).toBe(400);
    expect(without.body.message).toMatch(/^consent\b/);
    const refused = await api.post('/api/newsletter/subscribe', {
      json: { email, consent: false },
    });
    expect(refused.status).toBe(400);

    const before = Date.now();
    const res = await api.post('/api/newsletter/subscribe', {
      json: { email: email.toUpperCase(), consent: true, language: 'mr' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: NEWSLETTER_SUBSCRIBED_MESSAGE });
    const stored = await withAuthDb(stack, (db) =>
      db.collection('newsletterSubscriptions').findOne({ email }),
    );
    expect(stored).toMatchObject({ email, language: 'mr', unsubscribedAt: null });
    expect(stored!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test('a confirmation arrives over SMTP with a link that unsubscribes without login, once and twice', async () => {
    const email = `reader.${unique()}@example.org`;
    const subscribe = () =>
      api.post('/api/newsletter/subscribe', { json: { email, consent: true } });
    expect((await subscribe()).status).toBe(200);
    const [mail] = await smtp.waitFor(toAddress(email));
    expect(mail!.subject).toBe(NEWSLETTER_CONFIRMATION_SUBJECT);
    expect(mail!.raw).toMatch(/^List-Unsubscribe:\s*<http:\/\/\S+\/newsletter\/unsubscribe#/m);
    const token = linkIn(mail!);
    // The token names the subscription, never the address.
    expect(token).not.toContain(email);
    expect(token).toMatch(/^[0-9a-f]{24}\.[\w-]{43}$/);

    // Subscribing again while subscribed is no error, and sends no second email: another
    // reader's confirmation, asked for after it, arrives while this reader still has one.
    expect((await subscribe()).body.message).toBe(NEWSLETTER_SUBSCRIBED_MESSAGE);
    const other = `reader.${unique()}@example.org`;
    await api.post('/api/newsletter/subscribe', { json: { email: other, consent: true } });
    await smtp.waitFor(toAddress(other));
    expect(smtp.received.filter(toAddress(email))).toHaveLength(1);

    const unsubscribe = () => api.post('/api/newsletter/unsubscribe', { json: { token } });
    const once = await unsubscribe();
    expect(once).toMatchObject({
      status: 200,
      body: { success: true, message: NEWSLETTER_UNSUBSCRIBED_MESSAGE },
    });
    const stored = () =>
      withAuthDb(stack, (db) => db.collection('newsletterSubscriptions').findOne({ email }));
    const firstTime = (await stored())!.unsubscribedAt as Date;
    expect(firstTime).toBeInstanceOf(Date);
    const twice = await unsubscribe();
    expect(twice.status).toBe(200);
    expect(twice.body.message).toBe(NEWSLETTER_UNSUBSCRIBED_MESSAGE);
    expect((await stored())!.unsubscribedAt).toEqual(firstTime);

    // Subscribing after unsubscribing renews it, with a new confirmation.
    expect((await subscribe()).status).toBe(200);
    await smtp.waitFor(toAddress(email), 2);
    expect((await stored())!.unsubscribedAt).toBeNull();
  });

  test('a token the service did not sign is a 400, and unsubscribes nobody', async () => {
    const email = `reader.${unique()}@example.org`;
    await api.post('/api/newsletter/subscribe', { json: { email, consent: true } });
    const [mail] = await smtp.waitFor(toAddress(email));
    const [id] = linkIn(mail!).split('.');
    for (const token of [`${id}.${'A'.repeat(43)}`, 'nonsense', `${id}`]) {
      const res = await api.post('/api/newsletter/unsubscribe', { json: { token } });
      expect(res).toMatchObject({
        status: 400,
        body: { message: NEWSLETTER_LINK_INVALID_MESSAGE },
      });
    }
    const stored = await withAuthDb(stack, (db) =>
      db.collection('newsletterSubscriptions').findOne({ email }),
    );
    expect(stored!.unsubscribedAt).toBeNull();
  });

  test('limited per address with a 429 in the same style', async () => {
    const limited = await startTestStack({ env: { NEWSLETTER_MAX_PER_IP: '2' } });
    try {
      const subscribe = () =>
        checkedApi(limited.url).post('/api/newsletter/subscribe', {
          json: { email: `reader.${unique()}@example.org`, consent: true },
        });
      expect((await subscribe()).status).toBe(200);
      expect((await subscribe()).status).toBe(200);
      const refused = await subscribe();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many subscriptions\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the dashboard greeting is decided on the server (issue 30)', () => {
  test('firstVisit is true for a new account and false after its first login', async () => {
    const account = await registerUser(stack, 'user');
    const me = () => api.get('/api/users/me', { token: account.token });
    expect((await me()).body.firstVisit).toBe(true);
    const login = await api.post('/api/users/login', {
      json: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect((await me()).body.firstVisit).toBe(false);
    // Only the account itself is told.
    const other = await registerUser(stack, 'ngo');
    const seen = await api.get(`/api/users/profile/${account._id}`, { token: other.token });
    expect(seen.body.firstVisit).toBeUndefined();
  });
});
