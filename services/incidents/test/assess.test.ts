// The app's assessment (issue 30): POST /api/incidents/assess, reports assessed without the
// reporter's grading, the reporter's grading kept beside it, and reporting without an account
// with its follow link and limits. Through the gateway, against the real database.
import { MongoClient } from 'mongodb';
import { RUBRIC_VERSION } from '@rescue/contracts/assessment';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { operator, reportData } from './helpers';

const ASSESS_LIMIT = 30;
const PER_CONTACT = 2;

const the = fileStack(
  {
    reporter: (stack) => registerUser(stack, 'user'),
    ngo: (stack) => registerSignedUser(stack, 'ngo'),
  },
  {
    env: {
      ASSESS_MAX_PER_ADDRESS_PER_MINUTE: String(ASSESS_LIMIT),
      ANONYMOUS_REPORTS_MAX_PER_CONTACT_PER_DAY: String(PER_CONTACT),
      ANONYMOUS_REPORTS_MAX_PER_ADDRESS_PER_HOUR: '8',
    },
  },
);

/** A report as the new form sends it: signs, no grading of the reporter's own. */
function newFormReport(overrides: Record<string, any> = {}) {
  const data = reportData();
  delete data.animalInfo.aiSeverityAssessment;
  return { ...data, animalInfo: { ...data.animalInfo, ...overrides } };
}

describe('POST /api/incidents/assess', () => {
  test('anyone, without an account: the category, the score and the signs that decided it', async () => {
    const res = await the.api.post('/api/incidents/assess', {
      json: {
        description: 'Dog hit by a scooter, no bleeding',
        animalDescription: 'Brown dog',
        signs: ['broken_bone'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ category: 'HIGH', score: 8, rubricVersion: RUBRIC_VERSION });
    expect(res.body.assessmentDetails).toBe(
      'HIGH: broken bone or cannot use a limb (ticked); hit by a vehicle ("hit by"); said not to be there: small wound ("bleeding").',
    );
    expect(res.body.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sign: 'broken_bone', source: 'ticked', decisive: true }),
        expect.objectContaining({ sign: 'small_wound', status: 'negated', words: 'bleeding' }),
      ]),
    );
  });

  test('Hindi words with a negation and an old injury', async () => {
    const res = await the.api.post('/api/incidents/assess', {
      json: { description: 'पैर पर पुराना घाव है, भर गया है, खून नहीं' },
    });
    expect(res.status).toBe(200);
    expect(res.body.category).toBe('LOW');
  });

  test('an unknown sign is a 400 naming the field', async () => {
    const res = await the.api.post('/api/incidents/assess', { json: { signs: ['flying'] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^signs\.0: must be one of the signs/);
  });
});

describe("a report without the reporter's grading", () => {
  test('is assessed by the app: aiSeverityAssessment is the assessment, kept whole beside it', async () => {
    const res = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
      json: newFormReport({ signs: ['hit_by_vehicle', 'unconscious'] }),
    });
    expect(res.status).toBe(201);
    const { animalInfo } = res.body.incident;
    expect(animalInfo.aiSeverityAssessment).toMatchObject({ category: 'CRITICAL', score: 10 });
    expect(animalInfo.aiSeverityAssessment.assessmentDetails).toMatch(
      /unconscious or cannot stand \(ticked\)/,
    );
    expect(animalInfo.assessment).toMatchObject({
      category: 'CRITICAL',
      signs: ['hit_by_vehicle', 'unconscious'],
      rubricVersion: RUBRIC_VERSION,
    });
    expect(animalInfo.reporterGrading).toBeNull();
    // The NGO reads it so, in the list and in the one incident.
    const read = await the.api.get(`/api/incidents/${res.body.incident._id}`, {
      token: the.ngo.token,
    });
    expect(read.body.animalInfo.assessment.category).toBe('CRITICAL');
  });

  test("the reporter's raise is applied with why; a lower choice is kept beside, not applied", async () => {
    const raised = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
      json: newFormReport({ reporterGrading: { category: 'critical', reason: 'It is gasping' } }),
    });
    expect(raised.status).toBe(201);
    expect(raised.body.incident.animalInfo).toMatchObject({
      aiSeverityAssessment: { category: 'CRITICAL', score: 9 },
      assessment: { category: 'HIGH' },
      reporterGrading: { category: 'CRITICAL', reason: 'It is gasping', from: 'form', score: null },
    });
    expect(raised.body.incident.animalInfo.aiSeverityAssessment.assessmentDetails).toMatch(
      /raised by the reporter \("It is gasping"\)/,
    );
    const lowered = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
      json: newFormReport({ reporterGrading: { category: 'LOW', reason: 'It ran off fine' } }),
    });
    expect(lowered.body.incident.animalInfo).toMatchObject({
      aiSeverityAssessment: { category: 'HIGH' },
      reporterGrading: { category: 'LOW', from: 'form' },
    });
    const noReason = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
      json: newFormReport({ reporterGrading: { category: 'LOW', reason: ' ' } }),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/animalInfo\.reporterGrading\.reason/);
  });

  test("an older client's own grading is stored as sent, as the reporter's, with the app's beside it", async () => {
    const res = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
      json: reportData(),
    });
    expect(res.status).toBe(201);
    expect(res.body.incident.animalInfo).toMatchObject({
      aiSeverityAssessment: { score: 5, category: 'MODERATE' },
      reporterGrading: { category: 'MODERATE', score: 5, from: 'aiSeverityAssessment' },
      assessment: { category: 'HIGH' },
    });
  });
});

describe('reporting without an account', () => {
  const anonymous = (contact: Record<string, string>, overrides: Record<string, any> = {}) =>
    the.api.post('/api/incidents/anonymous', {
      json: { ...newFormReport({ signs: ['limping'] }), contact, ...overrides },
    });

  test('a name and a phone: reported at once, unconfirmed, with a follow link that opens the case', async () => {
    const res = await anonymous({ name: 'Asha Rao', phoneNumber: '098765 43210' });
    expect(res.status).toBe(201);
    const { incident, followToken, followUrl } = res.body;
    expect(incident.reporterInfo).toEqual({
      name: 'Asha Rao',
      contactNumber: '+919876543210',
      email: '',
      preferredContactMethod: 'phone',
      unconfirmed: true,
    });
    expect(incident.animalInfo.assessment.category).toBe('HIGH');
    expect(followUrl).toMatch(new RegExp(`/follow#${followToken}$`));

    // The NGOs see it at once, marked.
    const list = await the.api.get('/api/incidents', { token: the.ngo.token });
    const listed = list.body.find((i: { _id: string }) => i._id === incident._id);
    expect(listed.reporterInfo).toMatchObject({ name: 'Asha Rao', unconfirmed: true });

    const opened = await the.api.get('/api/incidents/followed', {
      headers: { 'follow-token': followToken },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.role).toBe('reporter');
    expect(opened.body.incident._id).toBe(incident._id);
    expect(opened.body.history.map((e: { type: string }) => e.type)).toEqual(['reported']);

    const added = await the.api.post('/api/incidents/followed/updates', {
      headers: { 'follow-token': followToken },
      json: { text: 'It moved under the blue car' },
    });
    expect(added.status).toBe(200);
    expect(added.body.incident.caseUpdates.at(-1).description).toBe(
      'Note from the reporter: It moved under the blue car',
    );
  });

  test('the token is stored hashed; a wrong or missing token opens nothing', async () => {
    const res = await anonymous({ name: 'Ravi', email: 'Ravi@Example.org' });
    expect(res.status).toBe(201);
    expect(res.body.incident.reporterInfo).toMatchObject({
      email: 'ravi@example.org',
      preferredContactMethod: 'email',
    });
    const client = await MongoClient.connect(the.stack.mongoUrl);
    try {
      const links = await client
        .db(the.stack.dbNames.incidents)
        .collection('followLinks')
        .find({ incidentId: res.body.incident._id })
        .toArray();
      expect(links).toHaveLength(1);
      expect(JSON.stringify(links)).not.toContain(res.body.followToken);
    } finally {
      await client.close();
    }
    // A wrong token opens nothing (404); a missing one is a malformed request (400).
    const wrong = await the.api.get('/api/incidents/followed', {
      headers: { 'follow-token': `${res.body.followToken}x` },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toMatch(/follow link is not valid/);
    const missing = await the.api.get('/api/incidents/followed', { headers: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The Follow-Token header is required');
  });

  test("one step to an account: the report becomes the account's, confirmed, and no one else's", async () => {
    const res = await anonymous({ name: 'Neha', email: 'neha@example.org' });
    const { followToken, incident } = res.body;
    const account = await registerUser(the.stack, 'user', { name: 'Neha Kulkarni' });
    const stranger = await registerUser(the.stack, 'user');
    // Not theirs before.
    expect(
      (await the.api.get(`/api/incidents/${incident._id}`, { token: account.token })).status,
    ).toBe(403);
    const claim = (token: string, headers: Record<string, string>) =>
      the.api.post('/api/incidents/followed/claim', { token, headers, json: {} });
    const claimed = await claim(account.token, { 'follow-token': followToken });
    expect(claimed.status).toBe(200);
    expect(claimed.body.incident.reporterInfo).toEqual({
      name: 'Neha Kulkarni',
      contactNumber: expect.any(String),
      email: account.email,
      preferredContactMethod: 'phone',
    });
    const own = await the.api.get(`/api/incidents/${incident._id}`, { token: account.token });
    expect(own.status).toBe(200);
    // Again by the same account changes nothing; by another, it is kept already (409).
    expect((await claim(account.token, { 'follow-token': followToken })).status).toBe(200);
    const taken = await claim(stranger.token, { 'follow-token': followToken });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already kept in an account/);
    expect((await claim(stranger.token, {})).status).toBe(400);
  });

  test('the operator hides it as any other: gone from the NGOs, still open to its own link only', async () => {
    const res = await anonymous({ name: 'Spam Sender', email: 'spam@example.org' });
    const { followToken, incident } = res.body;
    const admin = await operator(the.stack);
    expect((await admin.hide(incident._id, 'Not a real animal report')).status).toBe(200);
    const list = await the.api.get('/api/incidents', { token: the.ngo.token });
    expect(list.body.map((i: { _id: string }) => i._id)).not.toContain(incident._id);
    expect(
      (await the.api.get(`/api/incidents/${incident._id}`, { token: the.ngo.token })).status,
    ).toBe(404);
    const own = await the.api.get('/api/incidents/followed', {
      headers: { 'follow-token': followToken },
    });
    expect(own.status).toBe(200);
    expect(own.body.incident.moderation).toMatchObject({ hidden: true });
  });

  test('a name and neither phone nor email, or a phone that is no number: 400', async () => {
    const none = await anonymous({ name: 'Nobody' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(
      'contact.phoneNumber: Give a phone number or an email address, so the NGO can reach you',
    );
    const bad = await anonymous({ name: 'Typo', phoneNumber: '123456' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^contact\.phoneNumber: must be a valid phone number/);
  });

  test("per contact: past the limit a 429 in the report quota's words, whatever the spelling of the number", async () => {
    const spellings = ['+91 91234 56780', '91234-56780', '0 91234 56780'];
    for (const phoneNumber of spellings.slice(0, PER_CONTACT)) {
      expect((await anonymous({ name: 'Repeat', phoneNumber })).status).toBe(201);
    }
    const refused = await anonymous({ name: 'Repeat', phoneNumber: spellings[PER_CONTACT]! });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many reports\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the assess limit', () => {
  test('past ASSESS_MAX_PER_ADDRESS_PER_MINUTE from one address: 429 with Retry-After', async () => {
    let refused: { body: any; headers: Headers } | undefined;
    for (let i = 0; i <= ASSESS_LIMIT && !refused; i++) {
      const res = await the.api.post('/api/incidents/assess', { json: { description: 'dog' } });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused).toBeDefined();
    expect(refused!.body.message).toMatch(
      /^Too many assessments\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('not twice: following a case already reported', () => {
  test("nearby names the case; following it adds a note of the follower and a link without the reporter's contact", async () => {
    const reported = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
      json: newFormReport({ signs: ['limping'] }),
    });
    expect(reported.status).toBe(201);
    const id = reported.body.incident._id;
    const passerBy = await registerUser(the.stack, 'user', { name: 'Kiran Patil' });
    const nearby = await the.api.get('/api/incidents/nearby?city=Pune&type=Dog&withIds=true', {
      token: passerBy.token,
    });
    expect(nearby.body.data.map((hit: { _id: string }) => hit._id)).toContain(id);
    const plain = await the.api.get('/api/incidents/nearby?city=Pune&type=Dog', {
      token: passerBy.token,
    });
    expect(plain.body.data[0]).not.toHaveProperty('_id');

    const followed = await the.api.post(`/api/incidents/${id}/follow`, {
      token: passerBy.token,
      json: { text: 'Still limping by the tea stall at 6 pm' },
    });
    expect(followed.status).toBe(200);
    expect(followed.body.message).toMatch(/^You are following this case/);

    const opened = await the.api.get('/api/incidents/followed', {
      headers: { 'follow-token': followed.body.followToken },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.role).toBe('follower');
    expect(opened.body.incident.reporterInfo).toEqual({ name: the.reporter.name });
    expect(opened.body.incident.caseUpdates.at(-1).description).toBe(
      'Note from Kiran Patil, who also saw the animal: Still limping by the tea stall at 6 pm',
    );

    const more = await the.api.post('/api/incidents/followed/updates', {
      headers: { 'follow-token': followed.body.followToken },
      json: { text: 'Gone towards the station' },
    });
    expect(more.status).toBe(200);
    expect(more.body.incident.caseUpdates.at(-1).description).toBe(
      'Note from Kiran Patil, who also saw the animal: Gone towards the station',
    );
    // The reporter sees both notes in the case history.
    const history = await the.api.get(`/api/incidents/${id}/history`, {
      token: the.reporter.token,
    });
    expect(history.body.data.filter((e: { type: string }) => e.type === 'note')).toHaveLength(2);
  });
});
