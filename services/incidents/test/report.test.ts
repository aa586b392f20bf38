import sharp from 'sharp';
import { CITIES, PHOTO_TOO_LARGE_MESSAGE, distanceKm } from '@rescue/contracts';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { PHOTO_CACHE_CONTROL } from '../src/routes/public';
import {
  fetchPhoto,
  hasGpsTag,
  jpegWithGpsAndOrientation,
  pngOf,
  pngPhoto,
  reportData,
  reportForm,
  storedCounts,
} from './helpers';

const the = fileStack({
  reporter: (stack) =>
    registerUser(stack, 'user', {
      name: 'Meera Iyer',
      phoneNumber: '+91 90000 11111',
    }),
});

const create = (options: { form?: FormData; json?: unknown; headers?: Record<string, string> }) =>
  the.api.post('/api/incidents/create', { token: the.reporter.token, ...options });

describe('reporting an incident', () => {
  test('multipart without a photo: 201, pending, reporter from the account', async () => {
    const res = await create({ form: reportForm(reportData()) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Incident reported successfully!');
    const incident = res.body.incident;
    expect(incident).toMatchObject({
      description: 'Dog hit by a scooter, lying by the road',
      status: 'pending',
      city: 'Pune',
      volunteerActivity: null,
      assignedNGO: null,
      location: { type: 'Point', address: '4 Station Road, near the bus stop' },
      animalInfo: {
        type: 'Dog',
        photo: null,
        aiSeverityAssessment: { score: 5, category: 'MODERATE' },
      },
      reporterInfo: {
        name: 'Meera Iyer',
        contactNumber: '+91 90000 11111',
        email: the.reporter.email,
        preferredContactMethod: 'phone',
      },
    });
    expect(incident.caseUpdates).toEqual([
      { timestamp: expect.any(String), description: 'Incident reported' },
    ]);
    expect(incident.createdAt).toBe(incident.updatedAt);
  });

  test('application/json with the same object is accepted too', async () => {
    const res = await create({ json: reportData({ city: 'mUMBAI' }) });
    expect(res.status).toBe(201);
    expect(res.body.incident.city).toBe('Mumbai');
  });

  test('any logged-in role may report; anonymous and forged tokens may not', async () => {
    for (const role of ['volunteer', 'ngo'] as const) {
      const account = await registerUser(the.stack, role);
      const res = await the.api.post('/api/incidents/create', {
        token: account.token,
        form: reportForm(reportData()),
      });
      expect(res.status).toBe(201);
      expect(res.body.incident.reporterInfo.name).toBe(account.name);
    }
    const anonymous = await the.api.post('/api/incidents/create', {
      form: reportForm(reportData()),
    });
    expect(anonymous.status).toBe(401);
    const forged = await the.api.post('/api/incidents/create', {
      token: `${the.reporter.token.slice(0, -4)}AAAA`,
      form: reportForm(reportData()),
    });
    expect(forged.status).toBe(401);
  });

  test('mass assignment: status, reporterInfo, volunteerActivity and _id from the client are ignored', async () => {
    const res = await create({
      form: reportForm(
        reportData({
          _id: '0123456789abcdef01234567',
          status: 'resolved',
          reporterInfo: { name: 'Someone Else', contactNumber: '000', email: 'x@example.org' },
          volunteerActivity: { status: 'assigned', assignedVolunteer: '0123456789abcdef01234567' },
          assignedNGO: { name: 'Fake NGO' },
          caseUpdates: [{ timestamp: '2020-01-01T00:00:00Z', description: 'forged' }],
          createdAt: '2001-01-01T00:00:00Z',
          reportedBy: '0123456789abcdef01234567',
        }),
      ),
    });
    expect(res.status).toBe(201);
    const incident = res.body.incident;
    expect(incident._id).not.toBe('0123456789abcdef01234567');
    expect(incident.status).toBe('pending');
    expect(incident.reporterInfo.name).toBe('Meera Iyer');
    expect(incident.volunteerActivity).toBeNull();
    expect(incident.assignedNGO).toBeNull();
    expect(incident.caseUpdates).toHaveLength(1);
    expect(new Date(incident.createdAt).getFullYear()).toBeGreaterThan(2020);
  });

  test('an animal type is optional (Unknown when absent)', async () => {
    const data = reportData();
    delete data.animalInfo.type;
    const res = await create({ form: reportForm(data) });
    expect(res.status).toBe(201);
    expect(res.body.incident.animalInfo.type).toBe('Unknown');
  });
});

describe('coordinates', () => {
  const pune = CITIES.find((city) => city.name === 'Pune')!;
  const punePoint: [number, number] = [pune.longitude, pune.latitude];

  test("without coordinates the city's are used", async () => {
    const res = await create({ form: reportForm(reportData()) });
    expect(res.body.incident.location.coordinates).toEqual(punePoint);
  });

  test('coordinates within 50 km of the city are kept', async () => {
    const near: [number, number] = [pune.longitude + 0.05, pune.latitude - 0.03];
    const res = await create({
      form: reportForm(reportData({ location: { address: 'Baner', coordinates: near } })),
    });
    expect(res.body.incident.location.coordinates).toEqual(near);
  });

  test.each([
    ['far from the city (Delhi)', [77.209, 28.6139]],
    ['swapped [lat, lng]', [18.5204, 73.8567]],
    ['out of range', [500, 100]],
    ['not numbers', ['73.8', '18.5']],
    ['the wrong length', [73.85]],
    ['an object', { $gt: 0 }],
  ])("%s: the city's coordinates are used", async (_label, coordinates) => {
    const res = await create({
      form: reportForm(reportData({ location: { address: 'Somewhere', coordinates } })),
    });
    expect(res.status).toBe(201);
    expect(res.body.incident.location.coordinates).toEqual(punePoint);
    expect(distanceKm(res.body.incident.location.coordinates, punePoint)).toBe(0);
  });
});

describe('validation (400 naming the field)', () => {
  const without = (path: string) => {
    const data = reportData();
    const keys = path.split('.');
    const last = keys.pop()!;
    let target: any = data;
    for (const key of keys) target = target[key];
    delete target[last];
    return data;
  };
  const withValue = (path: string, value: unknown) => {
    const data = JSON.parse(JSON.stringify(reportData()));
    const keys = path.split('.');
    const last = keys.pop()!;
    let target: any = data;
    for (const key of keys) target = target[key];
    target[last] = value;
    return data;
  };

  test.each([
    'description',
    'city',
    'location',
    'location.address',
    'animalInfo',
    'animalInfo.description',
    'animalInfo.aiSeverityAssessment.score',
    'animalInfo.aiSeverityAssessment.category',
    'animalInfo.aiSeverityAssessment.assessmentDetails',
  ])('missing %s', async (path) => {
    const res = await create({ form: reportForm(without(path)) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(path);
  });

  test.each([
    ['description', '   '],
    ['description', { $gt: '' }],
    ['city', 'Atlantis'],
    ['city', { $ne: null }],
    ['location.address', ''],
    ['animalInfo.description', 42],
    ['animalInfo.aiSeverityAssessment.score', 0],
    ['animalInfo.aiSeverityAssessment.score', 11],
    ['animalInfo.aiSeverityAssessment.score', '7'],
    ['animalInfo.aiSeverityAssessment.score', 5.5],
    ['animalInfo.aiSeverityAssessment.category', 'SEVERE'],
    ['animalInfo.aiSeverityAssessment.assessmentDetails', ''],
  ])('%s = %j', async (path, value) => {
    const res = await create({ form: reportForm(withValue(path, value)) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(path);
  });

  test('category PENDING is refused with a message saying so', async () => {
    const res = await create({
      form: reportForm(withValue('animalInfo.aiSeverityAssessment.category', 'PENDING')),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/category/);
    expect(res.body.message).toMatch(/PENDING/);
  });

  test('whole scores from 1 to 10 are accepted; the city list lists the 16', async () => {
    for (const score of [1, 7, 10]) {
      const res = await create({
        form: reportForm(withValue('animalInfo.aiSeverityAssessment.score', score)),
      });
      expect(res.status).toBe(201);
    }
    const bad = await create({ form: reportForm(withValue('city', 'Thane')) });
    expect(bad.body.message).toContain('Chandigarh');
  });

  test('missing, malformed or non-object data', async () => {
    const missing = new FormData();
    missing.set('description', 'no data field');
    const cases: [FormData, RegExp][] = [
      [missing, /data is required/],
      [reportForm('{not json'), /data must be valid JSON/],
      [reportForm('[1,2]'), /data must be a JSON object/],
      [reportForm('"text"'), /data must be a JSON object/],
    ];
    for (const [form, message] of cases) {
      const res = await create({ form });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  test('malformed JSON body is a 400; another content type is a 415', async () => {
    const malformed = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
      raw: '{"description": ',
    });
    expect(malformed.status).toBe(400);
    const text = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
      raw: 'description=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  test('nothing is stored by a refused report', async () => {
    const before = await storedCounts(the.stack);
    await create({ form: reportForm(withValue('city', 'Atlantis')) });
    expect(await storedCounts(the.stack)).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  test('a repeat with the same key returns the stored incident with 200 and stores nothing', async () => {
    const headers = { 'Idempotency-Key': `report-${Date.now()}` };
    const first = await create({ form: reportForm(reportData()), headers });
    expect(first.status).toBe(201);
    const before = await storedCounts(the.stack);
    const repeat = await create({
      form: reportForm(reportData({ description: 'A different text' })),
      headers,
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body.message).toBe('Incident reported successfully!');
    expect(repeat.body.incident).toEqual(first.body.incident);
    expect(await storedCounts(the.stack)).toEqual(before);
  });

  test('an empty key is refused (400), not taken as "no key"', async () => {
    const res = await create({
      form: reportForm(reportData()),
      headers: { 'Idempotency-Key': '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });

  test('the same key from another reporter is another report', async () => {
    const headers = { 'Idempotency-Key': `shared-${Date.now()}` };
    const other = await registerUser(the.stack, 'user');
    const mine = await create({ form: reportForm(reportData()), headers });
    const theirs = await the.api.post('/api/incidents/create', {
      token: other.token,
      form: reportForm(reportData()),
      headers,
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.incident._id).not.toBe(mine.body.incident._id);
  });

  test('concurrent repeats store one incident', async () => {
    const headers = { 'Idempotency-Key': `race-${Date.now()}` };
    const before = await storedCounts(the.stack);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => create({ form: reportForm(reportData()), headers })),
    );
    const ids = new Set(results.map((res) => res.body.incident._id));
    expect(ids.size).toBe(1);
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect((await storedCounts(the.stack)).incidents).toBe(before.incidents + 1);
  });

  test('a key longer than 128 characters is a 400', async () => {
    const res = await create({
      form: reportForm(reportData()),
      headers: { 'Idempotency-Key': 'k'.repeat(129) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });
});

describe('photos', () => {
  test('a JPEG with GPS EXIF is stored re-encoded: no metadata, orientation applied', async () => {
    const original = await jpegWithGpsAndOrientation();
    const before = await sharp(original).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await create({
      form: reportForm(reportData(), { bytes: original, name: 'IMG_0001.JPG', type: 'image/jpeg' }),
    });
    expect(res.status).toBe(201);
    const photo: string = res.body.incident.animalInfo.photo;
    expect(photo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(photo).not.toContain('IMG_0001');

    const served = await fetchPhoto(the.stack, `/api/uploads/${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(served.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const after = await sharp(served.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('Exif'))).toBe(false);
    // Orientation 6 turned the 40x20 picture upright: 20x40.
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  test('a PNG keeps its format; the thumbnail is at most 320 px wide and smaller', async () => {
    const res = await create({
      form: reportForm(reportData(), await pngPhoto(1200, 800, 'photo.png')),
    });
    expect(res.status).toBe(201);
    const photo: string = res.body.incident.animalInfo.photo;
    expect(photo).toMatch(/^[0-9a-f]{32}\.png$/);
    const full = await fetchPhoto(the.stack, `/api/uploads/${photo}`);
    const thumb = await fetchPhoto(the.stack, `/api/uploads/${photo}?size=thumb`);
    expect(full.headers.get('content-type')).toBe('image/png');
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(thumb.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    const fullMeta = await sharp(full.bytes).metadata();
    const thumbMeta = await sharp(thumb.bytes).metadata();
    expect([fullMeta.width, fullMeta.height]).toEqual([1200, 800]);
    expect(thumbMeta.width).toBe(320);
    expect(thumb.bytes.length).toBeLessThan(full.bytes.length);
  });

  test('the type is decided by the content: a JPEG named .png with a PNG header is a JPEG', async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    const res = await create({
      form: reportForm(reportData(), { bytes: jpeg, name: 'cat.png', type: 'image/png' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.incident.animalInfo.photo).toMatch(/\.jpg$/);
  });

  test.each([
    ['a text file named .png', Buffer.from('just some text, not an image'), 'dog.png', 'image/png'],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      'dog.gif',
      'image/gif',
    ],
    [
      'an SVG named .jpg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'dog.jpg',
      'image/jpeg',
    ],
    [
      'a truncated JPEG',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
      'dog.jpg',
      'image/jpeg',
    ],
  ])('%s is a 415 and nothing is stored', async (_label, bytes, name, type) => {
    const before = await storedCounts(the.stack);
    const res = await create({ form: reportForm(reportData(), { bytes, name, type }) });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: 'Only PNG or JPEG images are accepted' });
    expect(await storedCounts(the.stack)).toEqual(before);
  });

  test.each([11, 25])(
    'a %i MB file is a 413 with the spec message and nothing is stored',
    async (megabytes) => {
      const before = await storedCounts(the.stack);
      const bytes = Buffer.alloc(megabytes * 1024 * 1024, 0x61);
      bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      const res = await create({
        form: reportForm(reportData(), { bytes, name: 'huge.jpg', type: 'image/jpeg' }),
      });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ message: PHOTO_TOO_LARGE_MESSAGE });
      expect(await storedCounts(the.stack)).toEqual(before);
      // The service is still fine afterwards.
      const next = await create({ form: reportForm(reportData()) });
      expect(next.status).toBe(201);
    },
  );

  test('an empty file part is a 400; a file under another field name is ignored', async () => {
    const empty = await create({
      form: reportForm(reportData(), { bytes: Buffer.alloc(0), name: 'x.jpg', type: 'image/jpeg' }),
    });
    expect(empty.status).toBe(400);
    const form = reportForm(reportData());
    form.set(
      'otherFile',
      new Blob([new Uint8Array(await pngOf(4, 4))], { type: 'image/png' }),
      'x.png',
    );
    const res = await create({ form });
    expect(res.status).toBe(201);
    expect(res.body.incident.animalPhoto).toBeUndefined();
    expect(res.body.incident.animalInfo.photo).toBeNull();
  });
});

describe('GET /api/uploads/{photo}', () => {
  test.each([
    '0123456789abcdef0123456789abcdef.jpg',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2fsecret.jpg',
    'photo.jpg',
    '0123456789ABCDEF0123456789ABCDEF.jpg',
    '0123456789abcdef0123456789abcdef.gif',
  ])('%s is a JSON 404', async (name) => {
    const res = await the.api.get(`/api/uploads/${name}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof res.body.message).toBe('string');
  });

  test('an unknown size is a 400', async () => {
    const res = await create({
      form: reportForm(reportData(), await pngPhoto(10, 10, 'a.png')),
    });
    const photo = res.body.incident.animalInfo.photo;
    const bad = await the.api.get(`/api/uploads/${photo}?size=huge`);
    expect(bad.status).toBe(400);
  });
});
