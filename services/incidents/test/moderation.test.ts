// Report moderation: NGOs flag, the operator hides, restores and links duplicates; a hidden
// report leaves every list but the operator's queue and its reporter's own.
import {
  CASE_HIDDEN_MESSAGE,
  CITIES,
  NGO_NOT_VERIFIED_MESSAGE,
  type AuditEntry,
  type Incident,
  type ModerationItem,
} from '@rescue/contracts';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import {
  internal,
  operator,
  registerSignedNgo,
  registerUnverifiedNgo,
  report,
  reportData,
} from './helpers';

const the = fileStack({
  admin: operator,
  reporter: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerUser(stack, 'volunteer'),
  ngo: (stack) => registerSignedNgo(stack, { name: 'Paws Trust' }),
  otherNgo: (stack) => registerSignedNgo(stack, { name: 'Tails Foundation' }),
  unverifiedNgo: registerUnverifiedNgo,
});

const ids = (items: { _id: string }[]) => items.map((item) => item._id);
const ngoList = async (token = the.ngo.token) =>
  ids((await the.api.get<Incident[]>('/api/incidents?limit=200', { token })).body);
const queue = async (view: 'recent' | 'flagged' | 'hidden') => {
  const res = await the.admin.queue(view);
  expect(res.status).toBe(200);
  return res.body.data as ModerationItem[];
};
const flag = (
  id: string,
  token: string | undefined,
  body: unknown = { reason: 'Looks like spam' },
) => the.api.post(`/api/incidents/${id}/flag`, { token, json: body });
const audit = async (limit = 100) => {
  const res = await internal(the.stack, 'GET', `/internal/audit?limit=${limit}`);
  expect(res.status).toBe(200);
  return res.body.data as AuditEntry[];
};

describe('POST /api/incidents/{id}/flag', () => {
  let incident: Incident;
  beforeAll(async () => {
    incident = await report(the.stack, the.reporter);
  });

  test('a verified NGO flags a report; it appears in the flagged queue with who and why', async () => {
    const res = await flag(incident._id, the.ngo.token, { reason: '  Phone number advertising  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const flagged = (await queue('flagged')).find((item) => item._id === incident._id);
    expect(flagged?.flags).toEqual([
      {
        by: the.ngo._id,
        byName: 'Paws Trust',
        reason: 'Phone number advertising',
        at: expect.any(String),
      },
    ]);
    expect(flagged).toMatchObject({
      description: incident.description,
      reportedBy: the.reporter._id,
      reporterName: the.reporter.name,
      moderation: { hidden: false, hiddenReason: null, hiddenAt: null, duplicateOf: null },
    });
  });

  test('one flag per NGO: a repeat is a 200 and adds nothing; another NGO adds its own', async () => {
    expect((await flag(incident._id, the.ngo.token, { reason: 'Again' })).status).toBe(200);
    expect((await flag(incident._id, the.otherNgo.token, { reason: 'Not an animal' })).status).toBe(
      200,
    );
    const flagged = (await queue('flagged')).find((item) => item._id === incident._id);
    expect(flagged?.flags.map((f) => [f.byName, f.reason])).toEqual([
      ['Paws Trust', 'Phone number advertising'],
      ['Tails Foundation', 'Not an animal'],
    ]);
  });

  test('an NGO the operator has not verified gets 403 with the waiting message', async () => {
    const res = await flag(incident._id, the.unverifiedNgo.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: NGO_NOT_VERIFIED_MESSAGE });
  });

  test('anonymous 401; a user, a volunteer and the operator 403', async () => {
    expect((await flag(incident._id, undefined)).status).toBe(401);
    for (const token of [the.reporter.token, the.volunteer.token, the.admin.token]) {
      const res = await flag(incident._id, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This action is only for NGO accounts');
    }
  });

  test.each([
    [{ reason: '' }],
    [{ reason: ' ab ' }],
    [{ reason: 'x'.repeat(501) }],
    [{ reason: { $ne: null } }],
    [{}],
  ])('%j is a 400 naming reason', async (body) => {
    const res = await flag(incident._id, the.ngo.token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/reason/);
  });

  test('malformed id 400, unknown id 404', async () => {
    expect((await flag('nope', the.ngo.token)).status).toBe(400);
    const unknown = await flag('0123456789abcdef01234567', the.ngo.token);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Incident not found']);
  });
});

describe('hiding and restoring a report', () => {
  const nashik = CITIES.find((city) => city.name === 'Nashik')!;
  let hidden: Incident;
  let kept: Incident;

  beforeAll(async () => {
    const inNashik = (description: string) =>
      reportData({
        description,
        city: 'Nashik',
        location: { address: 'Old Agra Road', coordinates: [nashik.longitude, nashik.latitude] },
        animalInfo: {
          description,
          type: 'Cow',
          aiSeverityAssessment: { score: 6, category: 'MODERATE', assessmentDetails: 'x' },
        },
      });
    hidden = await report(the.stack, the.reporter, inNashik('Call 98765 for cheap loans'));
    kept = await report(the.stack, the.reporter, inNashik('Cow with a wound on its neck'));
  });

  const nearbyIds = async () => {
    // Reported at the city's centre without a word: approximate, so matched by city and type.
    const query = `city=Nashik&lat=${nashik.latitude}&lng=${nashik.longitude}&type=Cow`;
    const res = await the.api.get(`/api/incidents/nearby?${query}`, { token: the.volunteer.token });
    return (res.body.data as { description: string }[]).map((item) => item.description);
  };
  const availableIds = async () =>
    ids(
      (await internal(the.stack, 'GET', '/internal/incidents/available?city=Nashik&limit=200')).body
        .data,
    );
  const reporterList = async () =>
    (
      await internal(
        the.stack,
        'GET',
        `/internal/incidents/by-reporter/${the.reporter._id}?limit=200`,
      )
    ).body.data as Incident[];
  const overview = async () =>
    (await the.api.get('/api/ngo/overview', { token: the.ngo.token })).body;

  test('hidden: gone from every list but the queue and its reporter’s; back once restored', async () => {
    // Read everything first, so the read cache holds the lists the hide must invalidate.
    expect(await ngoList()).toContain(hidden._id);
    expect(await availableIds()).toContain(hidden._id);
    expect(await nearbyIds()).toContain('Call 98765 for cheap loans');
    const before = await overview();
    const impactBefore = (await the.api.get('/api/impact')).body;

    const res = await the.admin.hide(hidden._id, '  Advertising, not an animal ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      report: {
        _id: hidden._id,
        moderation: { hidden: true, hiddenReason: 'Advertising, not an animal' },
      },
    });
    expect(Date.parse(res.body.report.moderation.hiddenAt)).not.toBeNaN();

    expect(await ngoList()).not.toContain(hidden._id);
    expect(await ngoList()).toContain(kept._id);
    expect(await availableIds()).not.toContain(hidden._id);
    expect(await nearbyIds()).not.toContain('Call 98765 for cheap loans');
    expect((await overview()).total).toBe(before.total - 1);
    expect((await overview()).pending).toBe(before.pending - 1);
    expect((await the.api.get('/api/impact')).body.totalReports).toBe(
      impactBefore.totalReports - 1,
    );

    // Its reporter still has it, marked, with the reason.
    const mine = (await reporterList()).find((incident) => incident._id === hidden._id);
    expect(mine?.moderation).toEqual({
      hidden: true,
      hiddenReason: 'Advertising, not an animal',
      hiddenAt: res.body.report.moderation.hiddenAt,
      duplicateOf: null,
    });
    const viaAuth = await the.api.get(`/api/users/my-incidents/${the.reporter._id}`, {
      token: the.reporter.token,
    });
    expect(viaAuth.status).toBe(200);
    expect(
      viaAuth.body.data.find((incident: Incident) => incident._id === hidden._id)?.moderation,
    ).toMatchObject({ hidden: true, hiddenReason: 'Advertising, not an animal' });
    const detail = await the.api.get(`/api/incidents/${hidden._id}`, { token: the.reporter.token });
    expect(detail.status).toBe(200);
    expect(detail.body.moderation).toMatchObject({ hidden: true });

    // The queue: in recent (marked) and hidden; not in flagged.
    expect((await queue('recent')).find((item) => item._id === hidden._id)?.moderation.hidden).toBe(
      true,
    );
    expect(ids(await queue('hidden'))).toEqual([hidden._id]);

    const restored = await the.admin.restore(hidden._id);
    expect(restored.status).toBe(200);
    expect(restored.body.report.moderation).toEqual({
      hidden: false,
      hiddenReason: null,
      hiddenAt: null,
      duplicateOf: null,
    });
    expect(await ngoList()).toContain(hidden._id);
    expect(await availableIds()).toContain(hidden._id);
    expect(await nearbyIds()).toContain('Call 98765 for cheap loans');
    expect((await overview()).total).toBe(before.total);
    expect(await queue('hidden')).toEqual([]);
    expect(
      (await reporterList()).find((incident) => incident._id === hidden._id)?.moderation,
    ).toMatchObject({ hidden: false, hiddenReason: null });
  });

  test('a hidden report: an NGO gets the unknown id answer, its volunteer the true reason; reporter and operator open it', async () => {
    const incident = await report(the.stack, the.reporter);
    await internal(the.stack, 'POST', `/internal/incidents/${incident._id}/assign`, {
      volunteerId: the.volunteer._id,
      volunteerName: the.volunteer.name,
    });
    await the.admin.hide(incident._id, 'Duplicate spam');
    const read = (token: string) => the.api.get(`/api/incidents/${incident._id}`, { token });
    // The volunteer who held it knew it: told why it is gone (the policy's hiddenRefusal).
    for (const [token, message] of [
      [the.ngo.token, 'Incident not found'],
      [the.volunteer.token, CASE_HIDDEN_MESSAGE],
    ]) {
      const res = await read(token!);
      expect([res.status, res.body.message]).toEqual([404, message]);
    }
    expect((await read(the.reporter.token)).status).toBe(200);
    const asOperator = await read(the.admin.token);
    expect(asOperator.status).toBe(200);
    expect(asOperator.body.moderation.hiddenReason).toBe('Duplicate spam');
    // Hidden reports leave the volunteer's own list too.
    const held = await internal(
      the.stack,
      'GET',
      `/internal/incidents/assigned/${the.volunteer._id}`,
    );
    expect(ids(held.body.data)).not.toContain(incident._id);
  });

  test('a flagged report the operator hides leaves the flagged queue', async () => {
    const incident = await report(the.stack, the.reporter);
    await flag(incident._id, the.ngo.token);
    expect(ids(await queue('flagged'))).toContain(incident._id);
    await the.admin.hide(incident._id, 'Dealt with');
    expect(ids(await queue('flagged'))).not.toContain(incident._id);
    expect(ids(await queue('hidden'))).toContain(incident._id);
  });

  test('the reason is required (3 to 500 characters); unknown 404; malformed 400', async () => {
    for (const reason of ['', 'no', 'x'.repeat(501)]) {
      const res = await the.admin.hide(kept._id, reason);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/reason/);
    }
    expect((await the.admin.hide('0123456789abcdef01234567', 'Spam report')).status).toBe(404);
    expect((await the.admin.restore('0123456789abcdef01234567')).status).toBe(404);
    expect((await the.admin.hide('nope', 'Spam report')).status).toBe(400);
    expect(await ngoList()).toContain(kept._id);
  });
});

describe('PUT /api/admin/reports/{id}/duplicate-of', () => {
  let original: Incident;
  let repeat: Incident;
  beforeAll(async () => {
    original = await report(the.stack, the.reporter);
    repeat = await report(the.stack, the.reporter);
  });

  test('links a report to an existing original, and unlinks it with null', async () => {
    const linked = await the.admin.duplicateOf(repeat._id, original._id.toUpperCase());
    expect(linked.status).toBe(200);
    expect(linked.body.report.moderation).toMatchObject({
      hidden: false,
      duplicateOf: original._id,
    });
    const mine = await the.api.get(`/api/incidents/${repeat._id}`, { token: the.reporter.token });
    expect(mine.body.moderation.duplicateOf).toBe(original._id);
    // A duplicate is still listed: linking is not hiding.
    expect(await ngoList()).toContain(repeat._id);

    const unlinked = await the.admin.duplicateOf(repeat._id, null);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.report.moderation.duplicateOf).toBeNull();
  });

  test('itself is a 409; an unknown original 404; a malformed one 400', async () => {
    const self = await the.admin.duplicateOf(repeat._id, repeat._id);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('A report cannot be a duplicate of itself');
    const unknown = await the.admin.duplicateOf(repeat._id, '0123456789abcdef01234567');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Incident not found']);
    expect((await the.admin.duplicateOf(repeat._id, 'nope')).status).toBe(400);
    expect((await the.admin.duplicateOf('0123456789abcdef01234567', original._id)).status).toBe(
      404,
    );
    const stored = await the.api.get(`/api/incidents/${repeat._id}`, { token: the.admin.token });
    expect(stored.body.moderation.duplicateOf).toBeNull();
  });
});

describe('GET /api/admin/reports/{id}/duplicate-candidates', () => {
  // Issue 33: the picker offered the newest reports of every city; now the report's city
  // (its points away from the city's centre, which reads as city-only),
  // nearest first, then those known only by their city.
  const inNagpur = (location: Record<string, unknown>) =>
    reportData({ city: 'Nagpur', location: { address: 'Sitabuldi', ...location } });
  let target: Incident;
  let near: Incident;
  let far: Incident;
  let cityOnly: Incident;
  let elsewhere: Incident;
  beforeAll(async () => {
    target = await report(the.stack, the.reporter, inNagpur({ coordinates: [79.07, 21.15] }));
    far = await report(the.stack, the.reporter, inNagpur({ coordinates: [79.098, 21.15] }));
    cityOnly = await report(the.stack, the.reporter, inNagpur({}));
    near = await report(the.stack, the.reporter, inNagpur({ coordinates: [79.0718, 21.1502] }));
    elsewhere = await report(the.stack, the.reporter, reportData({ city: 'Pune' }));
  });

  test("the report's city only, exact ones nearest first with their distance, then city-only", async () => {
    const res = await the.api.get(`/api/admin/reports/${target._id}/duplicate-candidates`, {
      token: the.admin.token,
    });
    expect(res.status).toBe(200);
    const found = res.body.data as (ModerationItem & { distanceM: number | null })[];
    expect(ids(found)).toEqual([near._id, far._id, cityOnly._id]);
    expect(found.map((item) => item.city)).toEqual(['Nagpur', 'Nagpur', 'Nagpur']);
    expect(found[0]!.distanceM).toBeGreaterThan(150);
    expect(found[0]!.distanceM).toBeLessThan(250);
    expect(found[1]!.distanceM).toBeGreaterThan(2500);
    expect(found[2]!.distanceM).toBeNull();
    expect(ids(found)).not.toContain(elsewhere._id);
  });

  test('unknown 404; malformed 400', async () => {
    const path = (id: string) => `/api/admin/reports/${id}/duplicate-candidates`;
    const unknown = await the.api.get(path('0123456789abcdef01234567'), { token: the.admin.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Incident not found']);
    expect((await the.api.get(path('nope'), { token: the.admin.token })).status).toBe(400);
  });
});

describe('the operator only', () => {
  test.each([
    ['GET', '/api/admin/reports'],
    ['GET', '/api/admin/reports/0123456789abcdef01234567/duplicate-candidates'],
    ['POST', '/api/admin/reports/0123456789abcdef01234567/hide'],
    ['POST', '/api/admin/reports/0123456789abcdef01234567/restore'],
    ['PUT', '/api/admin/reports/0123456789abcdef01234567/duplicate-of'],
  ])('%s %s: anonymous 401; user, volunteer and verified NGO 403', async (method, path) => {
    const call = (token?: string) =>
      the.api[method.toLowerCase() as 'get' | 'post' | 'put'](path, {
        token,
        json: method === 'GET' ? undefined : { reason: 'Spam report', of: null },
      });
    expect((await call()).status).toBe(401);
    for (const token of [the.reporter.token, the.volunteer.token, the.ngo.token]) {
      const res = await call(token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This action is only for administrator accounts');
    }
  });

  test('the queue: recent is newest first; an unknown view or a limit over 200 is a 400', async () => {
    const recent = await queue('recent');
    for (let i = 1; i < recent.length; i += 1) {
      expect(Date.parse(recent[i - 1]!.createdAt)).toBeGreaterThanOrEqual(
        Date.parse(recent[i]!.createdAt),
      );
    }
    const limited = await the.api.get('/api/admin/reports?limit=2', { token: the.admin.token });
    expect(limited.body.data).toHaveLength(2);
    expect(ids(limited.body.data)).toEqual(ids(recent.slice(0, 2)));
    for (const query of ['view=all', 'limit=201', 'limit=0']) {
      const res = await the.api.get(`/api/admin/reports?${query}`, { token: the.admin.token });
      expect(res.status).toBe(400);
    }
  });
});

describe('GET /internal/audit', () => {
  test('every operator action, newest first, with who, what, which report and why', async () => {
    const description = `Stray dog at the station ${'with a very long story '.repeat(4)}`;
    const incident = await report(the.stack, the.reporter, reportData({ description }));
    const other = await report(the.stack, the.reporter);
    await the.admin.hide(incident._id, 'Offensive words');
    await the.admin.restore(incident._id);
    await the.admin.duplicateOf(incident._id, other._id);

    const entries = await audit();
    expect(entries.slice(0, 3).map((entry) => [entry.action, entry.reason])).toEqual([
      ['report.duplicate', expect.stringContaining(other._id)],
      ['report.restore', null],
      ['report.hide', 'Offensive words'],
    ]);
    for (const entry of entries.slice(0, 3)) {
      expect(entry.actor).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: expect.any(String),
      });
      expect(entry.target).toEqual({
        kind: 'report',
        id: incident._id,
        label: incident.description.slice(0, 60),
      });
      expect(Date.parse(entry.at)).not.toBeNaN();
    }
    expect(await audit(2)).toHaveLength(2);
    expect((await internal(the.stack, 'GET', '/internal/audit?limit=501')).status).toBe(400);
  });
});
