import { NGO_NOT_VERIFIED_MESSAGE, type Incident } from '@rescue/contracts';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import {
  assign,
  operator,
  registerSignedNgo,
  registerUnverifiedNgo,
  report,
  reportData,
} from './helpers';

// A low row limit, so "bounded" is tested with a handful of incidents.
const MAX_ROWS = 5;
const TRICKY = '=HYPERLINK("http://evil.example","open"), then\nsecond line';
const reported: Incident[] = [];

const the = fileStack(
  {
    reporter: (stack) => registerUser(stack, 'user', { phoneNumber: '+91 90000 11111' }),
    volunteer: (stack) => registerUser(stack, 'volunteer'),
    unverifiedNgo: registerUnverifiedNgo,
    ngo: registerSignedNgo,
  },
  { env: { INCIDENTS_EXPORT_MAX_ROWS: String(MAX_ROWS) } },
);
beforeAll(async () => {
  for (let i = 0; i < 6; i += 1) reported.push(await report(the.stack, the.reporter));
  reported.push(await report(the.stack, the.reporter, reportData({ description: TRICKY })));
  await the.api.put(`/api/ngo/incidents/${reported[0]!._id}/update`, {
    token: the.ngo.token,
    json: { status: 'resolved' },
  });
  await assign(the.stack, reported[6]!._id, the.volunteer);
});

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function exportCsv(token: string | undefined, query = '') {
  const res = await the.api.get<string>(`/api/incidents/export${query}`, { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  // (text() drops the byte-order mark; the test of the file's bytes checks it.)
  const [header, ...rows] = parseCsv(res.body);
  const records = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
  return { res, header: header!, records };
}

test('anonymous 401; user and volunteer 403 (JSON errors)', async () => {
  expect((await the.api.get('/api/incidents/export')).status).toBe(401);
  for (const caller of [the.reporter, the.volunteer]) {
    const res = await the.api.get('/api/incidents/export', { token: caller.token });
    expect(res.status).toBe(403);
    expect(typeof res.body.message).toBe('string');
  }
});

test('the newest incidents, as the list orders them, bounded by the row limit', async () => {
  const { res, header, records } = await exportCsv(the.ngo.token);
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="incidents-all-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(res.headers.get('x-total-count')).toBe('7');
  expect(header).toEqual([
    'id',
    'reported_at',
    'updated_at',
    'status',
    'city',
    'address',
    'latitude',
    'longitude',
    'location_approximate',
    'location_accuracy_m',
    'animal_type',
    'animal_description',
    'description',
    'severity_score',
    'severity_category',
    'reporter_name',
    'reporter_contact',
    'reporter_email',
    'volunteer_name',
    'volunteer_status',
    'assigned_at',
    'assigned_ngo',
    'closed_at',
    'closure_reason',
    'closure_note',
    'case_updates',
  ]);
  const list = await the.api.get<Incident[]>(`/api/incidents?limit=${MAX_ROWS}`, {
    token: the.ngo.token,
  });
  expect(records.map((record) => record.id)).toEqual(list.body.map((incident) => incident._id));
  expect(records[0]).toMatchObject({
    status: 'in progress',
    city: 'Pune',
    animal_type: 'Dog',
    severity_score: '5',
    severity_category: 'MODERATE',
    reporter_name: the.reporter.name,
    reporter_contact: '+91 90000 11111',
    reporter_email: the.reporter.email,
    volunteer_name: the.volunteer.name,
    volunteer_status: 'assigned',
    case_updates: '2',
    // Reported without a point: the city's centre.
    location_approximate: 'yes',
    location_accuracy_m: '',
  });
});

test('the file starts with a UTF-8 byte-order mark, so spreadsheets read it as UTF-8', async () => {
  const res = await fetch(`${the.stack.url}/api/incidents/export`, {
    headers: { authorization: `Bearer ${the.ngo.token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 5)]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('id')]);
});

test('a text cell is quoted and can never run as a spreadsheet formula', async () => {
  const { res, records } = await exportCsv(the.ngo.token);
  expect(records[0]!.description).toBe(`'${TRICKY}`);
  // A phone number starts with + too, and is harmless: it stays as typed.
  expect(records[0]!.reporter_contact).toBe('+91 90000 11111');
  expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""open""), then\nsecond line"`);
});

test('an NGO the operator has not verified gets 403 with the waiting message', async () => {
  const res = await the.api.get('/api/incidents/export', { token: the.unverifiedNgo.token });
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ message: NGO_NOT_VERIFIED_MESSAGE });
});

test('a report the operator hid is not exported, and is again once restored', async () => {
  const admin = await operator(the.stack);
  const hidden = reported[5]!;
  expect((await admin.hide(hidden._id, 'Not an animal')).status).toBe(200);
  const { res, records } = await exportCsv(the.ngo.token);
  expect(records.map((record) => record.id)).not.toContain(hidden._id);
  expect(res.headers.get('x-total-count')).toBe('6');
  expect((await admin.restore(hidden._id)).status).toBe(200);
  const restored = await exportCsv(the.ngo.token);
  expect(restored.records.map((record) => record.id)).toContain(hidden._id);
  expect(restored.res.headers.get('x-total-count')).toBe('7');
});

test('the status filter applies, and names the file', async () => {
  const resolved = await exportCsv(the.ngo.token, '?status=resolved');
  expect(resolved.records.map((record) => [record.id, record.status, record.assigned_ngo])).toEqual(
    [[reported[0]!._id, 'resolved', the.ngo.name]],
  );
  // Closed without a reason given: 'Other', with when.
  expect(resolved.records[0]).toMatchObject({ closure_reason: 'Other', closure_note: '' });
  expect(Date.parse(resolved.records[0]!.closed_at ?? '')).not.toBeNaN();
  expect(resolved.res.headers.get('x-total-count')).toBe('1');
  expect(resolved.res.headers.get('content-disposition')).toMatch(/incidents-resolved-/);
  // Taking a case puts it in progress.
  const inProgress = await exportCsv(the.ngo.token, '?status=in%20progress');
  expect(inProgress.records.map((record) => record.id)).toEqual([reported[6]!._id]);
  expect(inProgress.res.headers.get('content-disposition')).toMatch(/incidents-in-progress-/);
});

test('an unknown status is a 400 naming status', async () => {
  const res = await the.api.get('/api/incidents/export?status=closed', { token: the.ngo.token });
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/status/);
});
