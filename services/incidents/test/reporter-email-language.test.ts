// A reporter's email in their language (issue 29): the language they chose in the app (their
// profile's) is read with their address when the email is sent, through a real SMTP server;
// a reporter who chose none gets the English of issue 18.
import { APP_NAME } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@rescue/testkit/smtp';
import { report, reportData } from './helpers';

let smtp: TestSmtpServer;
let stack: TestStack;
let ngo: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stack = await startTestStack({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Rescue Network <no-reply@rescue.example.org>',
      PUBLIC_URL: 'https://rescue.example.org',
      EMAIL_POLL_MS: '50',
    },
  });
  ngo = await registerSignedUser(stack, 'ngo', { name: 'Paws Trust' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await smtp?.stop();
});

const api = () => client(stack.url);
const to = (user: TestUser) => (mail: ReceivedMail) => mail.to.includes(user.email);

async function reporterIn(language: string | undefined, name: string) {
  const reporter = await registerUser(stack, 'user', { name });
  if (language) {
    const res = await api().put(`/api/users/profile/${reporter._id}`, {
      token: reporter.token,
      json: { language },
    });
    expect(res.status).toBe(200);
  }
  return reporter;
}

async function handled(reporter: TestUser) {
  const incident = await report(stack, reporter, reportData({ notifyByEmail: true }));
  const res = await api().post(`/api/ngo/incidents/${incident._id}/handle`, { token: ngo.token });
  expect(res.status).toBe(200);
  return incident;
}

test('a reporter who chose Hindi gets the email in Hindi, and one who chose Marathi in Marathi', async () => {
  const [hindi, marathi, english] = await Promise.all([
    reporterIn('hi', 'Meera Shah'),
    reporterIn('mr', 'Sai Patil'),
    reporterIn(undefined, 'Ravi Rao'),
  ]);
  const incident = await handled(hindi);
  await Promise.all([handled(marathi), handled(english)]);

  const [hi] = await smtp.waitFor(to(hindi));
  expect(hi!.subject).toBe(`${APP_NAME}: आपकी रिपोर्ट पर काम शुरू हो गया है`);
  expect(hi!.text).toContain('नमस्ते Meera,');
  expect(hi!.text).toContain('में जो मामला (कुत्ता) रिपोर्ट किया था, उसे Paws Trust संभाल रहा है।');
  // The link to the case page is the same in every language.
  expect(hi!.text).toContain(`https://rescue.example.org/user-dashboard/incidents/${incident._id}`);
  expect(hi!.html).toContain('<html lang="hi">');
  expect(hi!.text).not.toMatch(/Good news|Hello/);

  const [mr] = await smtp.waitFor(to(marathi));
  expect(mr!.subject).toBe(`${APP_NAME}: आपल्या रिपोर्टवर काम सुरू झाले आहे`);
  expect(mr!.text).toContain('नमस्कार Sai,');
  expect(mr!.text).toContain('कळवलेले प्रकरण (कुत्रा) Paws Trust हाताळत आहे.');

  const [en] = await smtp.waitFor(to(english));
  expect(en!.subject).toBe(`${APP_NAME}: your report has been taken on`);
  expect(en!.text).toContain('Paws Trust is handling the dog you reported in Pune');
});
