// "Not twice" and the follow link that becomes an account (issue 30): following an open case
// instead of reporting it again, with what the follower saw (words and a photo), signed in or
// not; the visitor's nearby question; and keeping a report sent without an account in a new
// account in one step, only by its link's holder and only once. Through the gateway, against
// the real database.
import {
  FOLLOW_ACCOUNT_EXISTS_MESSAGE,
  FOLLOW_LINK_CLAIMED_MESSAGE,
  FOLLOW_LINK_INVALID_MESSAGE,
  REPORTER_UPDATE_CLOSED_MESSAGE,
} from '@rescue/contracts';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { internalClient } from '@rescue/testkit/internal';
import { fetchPhoto, operator, pngPhoto, report, reportData, reportForm } from './helpers';

const PER_CONTACT = 2;
const NEARBY_PER_MINUTE = 6;

/** Reports (and signed-in follows) per account per hour here. */
const PER_ACCOUNT = 12;

const the = fileStack(
  {
    reporter: (stack) => registerUser(stack, 'user'),
    ngo: (stack) => registerSignedUser(stack, 'ngo'),
  },
  {
    env: {
      ASSESS_MAX_PER_ADDRESS_PER_MINUTE: String(NEARBY_PER_MINUTE),
      ANONYMOUS_REPORTS_MAX_PER_CONTACT_PER_DAY: String(PER_CONTACT),
      ANONYMOUS_REPORTS_MAX_PER_ADDRESS_PER_HOUR: '30',
      REPORTS_MAX_PER_ACCOUNT_PER_HOUR: String(PER_ACCOUNT),
    },
  },
);

const png = () => pngPhoto(40, 30, 'seen.png');
const history = (id: string) =>
  the.api.get(`/api/incidents/${id}/history`, { token: the.ngo.token });
const opened = (followToken: string) =>
  the.api.get('/api/incidents/followed', { headers: { 'follow-token': followToken } });
const followAnonymously = (id: string, data: unknown, photo?: Awaited<ReturnType<typeof png>>) =>
  the.api.post(`/api/incidents/${id}/follow/anonymous`, { form: reportForm(data, photo) });
const anonymousReport = (contact: Record<string, string>) =>
  the.api.post('/api/incidents/anonymous', { json: { ...reportData(), contact } });

/** Auth's claim of a follow link for an account it made (as auth sends it, with the key). */
const internalClaim = (followToken: string, accountId: string, name: string) =>
  internalClient(the.stack, 'incidents').post('/internal/incidents/followed/claim', {
    json: {
      followToken,
      accountId,
      reporter: {
        name,
        contactNumber: '',
        email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
      },
    },
  });

describe('following a case instead of reporting it again', () => {
  test("signed in, with a photo: a note of the follower's with the photo, and a link of their own", async () => {
    const incident = await report(the.stack, the.reporter);
    const follower = await registerUser(the.stack, 'user', { name: 'Meera Joshi' });
    const res = await the.api.post(`/api/incidents/${incident._id}/follow`, {
      token: follower.token,
      form: reportForm({ text: 'Same brown dog, now under the bus stop bench' }, await png()),
    });
    expect(res.status).toBe(200);
    expect(res.body.followUrl).toMatch(new RegExp(`/follow#${res.body.followToken}$`));

    const note = (await history(incident._id)).body.data.at(-1);
    expect(note).toMatchObject({
      type: 'note',
      note: 'Same brown dog, now under the bus stop bench',
      actor: { name: 'Meera Joshi' },
      photo: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
      // So every area words it as a follower's, not the reporter's.
      follower: true,
    });
    expect((await fetchPhoto(the.stack, `/api/uploads/${note.photo}`)).status).toBe(200);

    // The follower's link shows the case, without the reporter's contact details.
    const seen = await opened(res.body.followToken);
    expect(seen.status).toBe(200);
    expect(seen.body.role).toBe('follower');
    expect(seen.body.incident._id).toBe(incident._id);
    expect(JSON.stringify(seen.body)).not.toContain(the.reporter.email);
  });

  test("signed in, counted with the account's reports: past the hour's allowance, 429", async () => {
    const incident = await report(the.stack, the.reporter);
    const follower = await registerUser(the.stack, 'user', { name: 'Busy Follower' });
    const followOnce = () =>
      the.api.post(`/api/incidents/${incident._id}/follow`, {
        token: follower.token,
        form: reportForm({ text: 'Still here' }),
      });
    let allowed = 0;
    while ((await followOnce()).status === 200 && allowed <= PER_ACCOUNT) allowed += 1;
    expect(allowed).toBe(PER_ACCOUNT);
    const refused = await followOnce();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('a photo needs a word of what it shows (JSON 400), and nothing is added', async () => {
    const incident = await report(the.stack, the.reporter);
    const res = await the.api.post(`/api/incidents/${incident._id}/follow`, {
      token: the.reporter.token,
      form: reportForm({}, await png()),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^text: /);
    const events = (await history(incident._id)).body.data;
    expect(events.map((event: { type: string }) => event.type)).toEqual(['reported']);
  });

  test("without an account: the visitor's note with the photo, their own link, and their later notes theirs", async () => {
    const incident = await report(the.stack, the.reporter);
    const res = await followAnonymously(
      incident._id,
      {
        text: 'I saw it too, it is bleeding from the paw',
        contact: { name: 'Kiran Patil', phoneNumber: '98220 12345' },
      },
      await png(),
    );
    expect(res.status).toBe(200);
    const { followToken } = res.body;
    const seen = await opened(followToken);
    expect(seen.body.role).toBe('follower');
    // The reporter's name only, not their contact details.
    expect(seen.body.incident.reporterInfo).toEqual({ name: the.reporter.name });

    const more = await the.api.post('/api/incidents/followed/updates', {
      headers: { 'follow-token': followToken },
      json: { text: 'It is now near the temple' },
    });
    expect(more.status).toBe(200);
    const notes = (await history(incident._id)).body.data.filter(
      (event: { type: string }) => event.type === 'note',
    );
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({
      note: 'I saw it too, it is bleeding from the paw',
      actor: { name: 'Kiran Patil' },
      photo: expect.any(String),
    });
    // The later note is the same visitor's (one actor), not the reporter's.
    expect(notes[1].actor).toEqual(notes[0].actor);
    expect(notes[1].actor.id).not.toBe(the.reporter._id);
    const { body: seenByNgo } = await the.api.get(`/api/incidents/${incident._id}`, {
      token: the.ngo.token,
    });
    expect(seenByNgo.caseUpdates.at(-2).description).toBe(
      'Note from Kiran Patil, who also saw the animal: I saw it too, it is bleeding from the paw',
    );
  });

  test('without an account: refusals as JSON {message}', async () => {
    const incident = await report(the.stack, the.reporter);
    const contact = { name: 'Kiran', email: 'kiran.refusals@example.org' };
    const noContact = await followAnonymously(incident._id, {
      text: 'Seen',
      contact: { name: 'K' },
    });
    expect(noContact.status).toBe(400);
    expect(noContact.body.message).toMatch(/phone number or an email/);
    const unknown = await followAnonymously('0123456789abcdef01234567', { text: 'x', contact });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(expect.any(String));
    // A malformed id is the caller's mistake, not a server error (schemathesis found a 500).
    const malformed = await followAnonymously('0', { text: 'x', contact });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(expect.any(String));

    const hidden = await report(the.stack, the.reporter);
    const admin = await operator(the.stack);
    expect((await admin.hide(hidden._id, 'Not a real animal report')).status).toBe(200);
    expect((await followAnonymously(hidden._id, { text: 'x', contact })).status).toBe(404);

    const resolved = await the.api.put(`/api/ngo/incidents/${incident._id}/update`, {
      token: the.ngo.token,
      json: { status: 'resolved', closureReason: 'rescued_treated' },
    });
    expect(resolved.status).toBe(200);
    const closed = await followAnonymously(incident._id, { text: 'Still there?', contact });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(REPORTER_UPDATE_CLOSED_MESSAGE);
  });

  test("without an account: counted with the contact's reports without one, then 429 with Retry-After", async () => {
    const incident = await report(the.stack, the.reporter);
    const contact = { name: 'Busy Bee', email: 'busy.bee@example.org' };
    expect((await anonymousReport(contact)).status).toBe(201);
    expect((await followAnonymously(incident._id, { text: 'Seen it', contact })).status).toBe(200);
    const refused = await followAnonymously(incident._id, { text: 'Again', contact });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^Too many reports\. Please try again in \d+ minutes?\.$/);
    // A refused follow added nothing.
    const notes = (await history(incident._id)).body.data.filter(
      (event: { type: string }) => event.type === 'note',
    );
    expect(notes).toHaveLength(1);
  });

  test("a visitor asks what is open nearby: the reports' ids to follow, within the address's limit", async () => {
    const incident = await report(the.stack, the.reporter, reportData({ city: 'Nagpur' }));
    const query = 'city=Nagpur&approximate=true&type=Dog&withIds=true';
    const res = await the.api.get(`/api/incidents/nearby/anonymous?${query}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((match: { _id?: string }) => match._id)).toContain(incident._id);
    expect(JSON.stringify(res.body)).not.toContain(the.reporter.email);
    let last = res;
    for (let ask = 1; ask <= NEARBY_PER_MINUTE && last.status === 200; ask += 1)
      last = await the.api.get(`/api/incidents/nearby/anonymous?${query}`);
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(last.body.message).toMatch(/^Too many searches\. Please try again in \d+ seconds?\.$/);
  });
});

describe('a follow link becomes an account in one step', () => {
  const keep = (followToken: string | null, json: Record<string, unknown>) =>
    the.api.post('/api/users/register/follow', {
      headers: followToken ? { 'follow-token': followToken } : {},
      json,
    });
  const password = 'a long enough passphrase';

  test("the report's contact and place make the account; the report is its own, signed in", async () => {
    const sent = await anonymousReport({ name: 'Sunita Pawar', email: 'sunita.pawar@example.org' });
    const { followToken, incident } = sent.body;
    // Only a phone number is missing: the report gave an email.
    const res = await keep(followToken, { password, phoneNumber: '98230 55555' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      role: 'user',
      name: 'Sunita Pawar',
      requiresDocuments: false,
    });

    const own = await the.api.get(`/api/incidents/${incident._id}`, { token: res.body.token });
    expect(own.status).toBe(200);
    expect(own.body.reporterInfo).toEqual({
      name: 'Sunita Pawar',
      // As the account keeps it (auth's own form of the number).
      contactNumber: expect.stringMatching(/55555$/),
      email: 'sunita.pawar@example.org',
      preferredContactMethod: 'phone',
    });
    const mine = await the.api.get(`/api/users/my-incidents/${res.body._id}`, {
      token: res.body.token,
    });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(incident._id);
    const profile = await the.api.get('/api/users/me', { token: res.body.token });
    expect(profile.body).toMatchObject({
      city: 'Pune',
      address: '4 Station Road, near the bus stop',
    });

    // Once: the same link again, by anyone, is 409 and makes no second account.
    const again = await keep(followToken, { password, email: 'someone.else@example.org' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(FOLLOW_LINK_CLAIMED_MESSAGE);
    const login = await the.api.post('/api/users/login', {
      json: { email: 'someone.else@example.org', password },
    });
    expect(login.status).toBe(401);
    // Nor can a signed-in stranger take it with the link.
    const stranger = await registerUser(the.stack, 'user');
    // Auth asks again after a lost answer: the same account's claim is done already (200), and
    // nobody else's is (409).
    const claimAs = (accountId: string) => internalClaim(followToken, accountId, 'Sunita Pawar');
    expect((await claimAs(res.body._id)).status).toBe(200);
    expect((await claimAs(stranger._id)).status).toBe(409);
    const taken = await the.api.post('/api/incidents/followed/claim', {
      token: stranger.token,
      headers: { 'follow-token': followToken },
      json: {},
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(FOLLOW_LINK_CLAIMED_MESSAGE);
  });

  test("one account's claim sent several times at once (auth's repeat to another replica) is done each time, never a conflict", async () => {
    const sent = await anonymousReport({ name: 'Ravi Kale', email: 'ravi.kale@example.org' });
    const { followToken, incident } = sent.body;
    const account = await registerUser(the.stack, 'user');
    // All four pass the look before the first one's write; the later ones then find the
    // report kept by this same account. A 409 here would make auth delete the new account.
    const claims = await Promise.all(
      [1, 2, 3, 4].map(() => internalClaim(followToken, account._id, 'Ravi Kale')),
    );
    expect(claims.map((claim) => claim.status)).toEqual([200, 200, 200, 200]);
    const own = await the.api.get(`/api/incidents/${incident._id}`, { token: account.token });
    expect(own.status).toBe(200);
    expect(own.body.reporterInfo.unconfirmed).toBeUndefined();
  });

  test("only the report's own link: a wrong token 404, a follower's 404, none 400", async () => {
    const wrong = await keep('not-a-token', { password, email: 'wrong.token@example.org' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(FOLLOW_LINK_INVALID_MESSAGE);

    const incident = await report(the.stack, the.reporter);
    const followed = await followAnonymously(incident._id, {
      text: 'Seen it too',
      contact: { name: 'Follower', email: 'follower.only@example.org' },
    });
    const notTheirs = await keep(followed.body.followToken, { password });
    expect(notTheirs.status).toBe(404);

    const none = await keep(null, { password, email: 'no.header@example.org' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('The Follow-Token header is required');
  });

  test('what the report lacked is asked: no email, 400 and no account', async () => {
    const sent = await anonymousReport({ name: 'Phone Only', phoneNumber: '98230 66666' });
    const res = await keep(sent.body.followToken, { password });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('email is required');
    const opened = await the.api.get('/api/incidents/followed', {
      headers: { 'follow-token': sent.body.followToken },
    });
    expect(opened.body.incident.reporterInfo.unconfirmed).toBe(true);
  });

  test('an email that has an account: log in instead (409), nothing changed; logged in, the claim keeps it', async () => {
    const existing = await registerUser(the.stack, 'user');
    const sent = await anonymousReport({ name: 'Returning', email: existing.email });
    const res = await keep(sent.body.followToken, { password });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(FOLLOW_ACCOUNT_EXISTS_MESSAGE);
    // The existing account's password is unchanged.
    const login = await the.api.post('/api/users/login', {
      json: { email: existing.email, password: 'correct horse battery staple' },
    });
    expect(login.status).toBe(200);
    const claimed = await the.api.post('/api/incidents/followed/claim', {
      token: existing.token,
      headers: { 'follow-token': sent.body.followToken },
      json: {},
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.incident.reporterInfo.unconfirmed).toBeUndefined();
  });
});
