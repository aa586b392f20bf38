// "The NGO confirms or corrects" (issue 30): PUT /api/ngo/incidents/{id}/severity.
import {
  NGO_NOT_VERIFIED_MESSAGE,
  SEVERITY_CHANGED_MESSAGE,
  SEVERITY_CONFIRMED_MESSAGE,
  SEVERITY_REASON_REQUIRED_MESSAGE,
  type Incident,
} from '@rescue/contracts';
import { RUBRIC_VERSION } from '@rescue/contracts/assessment';
import { registerUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { fileStack } from '@rescue/testkit/file-stack';
import { registerSignedNgo, registerUnverifiedNgo, report, reportData } from './helpers';

jest.setTimeout(60_000);

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  ngo: (stack) => registerSignedNgo(stack, { name: 'Paws Trust' }),
});

/** A report as the new form sends it: the app assesses the signs (broken bone: HIGH). */
async function assessedReport(signs: string[] = ['broken_bone']): Promise<Incident> {
  const data = reportData();
  const animalInfo = { ...data.animalInfo, signs };
  delete animalInfo.aiSeverityAssessment;
  return report(the.stack, the.reporter, { ...data, animalInfo });
}

const review = (token: string | undefined, id: string, body: unknown) =>
  the.api.put(`/api/ngo/incidents/${id}/severity`, { token, json: body });

test('a change needs a reason; the NGO category is shown, the app assessment kept beside it', async () => {
  const incident = await assessedReport();
  expect(incident.animalInfo.assessment?.category).toBe('HIGH');

  const noReason = await review(the.ngo.token, incident._id, { category: 'CRITICAL' });
  expect(noReason.status).toBe(400);
  expect(noReason.body).toMatchObject({ message: SEVERITY_REASON_REQUIRED_MESSAGE });

  const res = await review(the.ngo.token, incident._id, {
    category: 'critical',
    reason: '  It cannot breathe properly  ',
  });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(SEVERITY_CHANGED_MESSAGE);
  const { animalInfo } = res.body.incident as Incident;
  expect(animalInfo.aiSeverityAssessment).toMatchObject({ category: 'CRITICAL', score: 9 });
  expect(animalInfo.assessment).toMatchObject({ category: 'HIGH', rubricVersion: RUBRIC_VERSION });
  expect(animalInfo.ngoGrading).toMatchObject({
    category: 'CRITICAL',
    reason: 'It cannot breathe properly',
    appCategory: 'HIGH',
    rubricVersion: RUBRIC_VERSION,
    agreed: false,
    ngo: { id: the.ngo._id, name: 'Paws Trust' },
  });

  // The reporter reads the NGO's category, and the change as a case update and an event.
  const read = await the.api.get(`/api/incidents/${incident._id}`, { token: the.reporter.token });
  expect(read.body.animalInfo.aiSeverityAssessment.category).toBe('CRITICAL');
  expect(read.body.caseUpdates.map((u: { description: string }) => u.description)).toContain(
    'Severity changed from HIGH to CRITICAL by Paws Trust: It cannot breathe properly',
  );
  const history = await the.api.get(`/api/incidents/${incident._id}/history`, {
    token: the.reporter.token,
  });
  expect(history.status).toBe(200);
  expect(history.body.data.at(-1)).toMatchObject({
    type: 'severity_reviewed',
    actor: { id: the.ngo._id, role: 'ngo', name: 'Paws Trust' },
    severity: { from: 'HIGH', to: 'CRITICAL' },
    note: 'It cannot breathe properly',
  });
});

test('a confirmation needs no reason, keeps the assessment shown and counts as agreed', async () => {
  const incident = await assessedReport();
  const before = incident.animalInfo.aiSeverityAssessment;
  const res = await review(the.ngo.token, incident._id, { category: 'HIGH' });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(SEVERITY_CONFIRMED_MESSAGE);
  const { animalInfo, caseUpdates } = res.body.incident as Incident;
  expect(animalInfo.aiSeverityAssessment).toEqual(before);
  expect(animalInfo.ngoGrading).toMatchObject({ category: 'HIGH', reason: null, agreed: true });
  expect(caseUpdates.at(-1)?.description).toBe('Severity confirmed as HIGH by Paws Trust');
});

test('bad input is a 400 with a message; others than verified NGOs are refused; unknown is 404', async () => {
  const incident = await assessedReport();
  const bad = await review(the.ngo.token, incident._id, { category: 'PENDING', reason: 'x' });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toMatch(/category/);
  const long = await review(the.ngo.token, incident._id, {
    category: 'LOW',
    reason: 'x'.repeat(501),
  });
  expect(long.status).toBe(400);

  const body = { category: 'LOW', reason: 'Only a small wound' };
  expect((await review(undefined, incident._id, body)).status).toBe(401);
  expect((await review(the.reporter.token, incident._id, body)).status).toBe(403);
  const unverified = await registerUnverifiedNgo(the.stack);
  const refused = await review(unverified.token, incident._id, body);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(NGO_NOT_VERIFIED_MESSAGE);
  expect((await review(the.ngo.token, '0123456789abcdef01234567', body)).status).toBe(404);

  // Nothing of the refused attempts was stored.
  const read = await the.api.get(`/api/incidents/${incident._id}`, { token: the.ngo.token });
  expect(read.body.animalInfo.ngoGrading).toBeUndefined();
  expect(read.body.animalInfo.aiSeverityAssessment.category).toBe('HIGH');
});

test("analytics: how often the app's category agreed with the NGO's, per rubric version", async () => {
  // The tests above left one change (disagreed) and one confirmation (agreed) reviewed.
  const expected = [{ rubricVersion: RUBRIC_VERSION, reviewed: 2, agreed: 1, rate: 0.5 }];
  // Every replica answers from its working set, brought up to date by the change feed.
  await waitFor(
    async () => {
      const res = await the.api.get('/api/ngo/analytics?city=Pune', { token: the.ngo.token });
      expect(res.status).toBe(200);
      expect(res.body.assessmentAgreement).toEqual(expected);
      return true;
    },
    { what: 'the agreement rate', timeoutMs: 15_000, intervalMs: 100 },
  );
});

test('the corrected cases as CSV: only those the NGO changed, with both categories and why', async () => {
  const corrected = await assessedReport();
  await review(the.ngo.token, corrected._id, {
    category: 'LOW',
    reason: '=HYPERLINK("x") only a scratch',
  });
  const res = await fetch(`${the.stack.url}/api/ngo/severity-corrections`, {
    headers: { Authorization: `Bearer ${the.ngo.token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(res.headers.get('content-disposition')).toMatch(
    /severity-corrections-\d{4}-\d{2}-\d{2}\.csv/,
  );
  const lines = (await res.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'id,reported_at,city,animal_type,animal_description,description,signs,rubric_version,app_category,app_score,app_details,ngo_category,ngo_reason,ngo_name,reviewed_at',
  );
  // Newest first: this one, then the first test's change; the confirmation is not there.
  const ids = lines.slice(1).map((line) => line.split(',')[0]);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toBe(corrected._id);
  const row = lines[1]!;
  expect(row).toContain(`broken_bone,${RUBRIC_VERSION},HIGH,`);
  // The reason is the NGO's text: a formula in it is defused.
  expect(row).toContain(`,LOW,"'=HYPERLINK(""x"") only a scratch",Paws Trust,`);

  const refused = await fetch(`${the.stack.url}/api/ngo/severity-corrections`, {
    headers: { Authorization: `Bearer ${the.reporter.token}` },
  });
  expect(refused.status).toBe(403);
});
