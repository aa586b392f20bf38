import { MongoClient } from 'mongodb';
import sharp from 'sharp';
import type { Incident } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { request } from '@rescue/testkit/http';
import type { TestStack } from '@rescue/testkit/stack';
import { adminToken, registerSignedUser, type TestUser } from '@rescue/testkit/users';

export const NO_KEY = 'no-key';

/** A valid report `data`, with overrides merged one level deep into each part. */
export function reportData(overrides: Record<string, any> = {}): Record<string, any> {
  const base = {
    description: 'Dog hit by a scooter, lying by the road',
    city: 'Pune',
    location: { address: '4 Station Road, near the bus stop' },
    animalInfo: {
      description: 'Brown dog limping on its front leg',
      type: 'Dog',
      aiSeverityAssessment: {
        score: 5,
        category: 'MODERATE',
        assessmentDetails: 'Visible wound, animal is alert',
      },
    },
  };
  return { ...base, ...overrides };
}

/** The multipart body the report form sends. */
export function reportForm(data: unknown, photo?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.set('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (photo)
    form.set(
      'animalPhoto',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type }),
      photo.name,
    );
  return form;
}

export async function report(
  stack: TestStack,
  reporter: TestUser,
  data: Record<string, any> = reportData(),
): Promise<Incident> {
  const res = await apiClient(stack.url).post('/api/incidents/create', {
    token: reporter.token,
    form: reportForm(data),
  });
  if (res.status !== 201)
    throw new Error(`report failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.incident as Incident;
}

/**
 * An NGO that may do what the spec gives NGOs: documents signed, then verified by the
 * stack's operator through the admin API (testkit).
 */
export function registerSignedNgo(
  stack: TestStack,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  return registerSignedUser(stack, 'ngo', overrides);
}

export { registerUnverifiedNgo } from '@rescue/testkit/users';

/** Calls as the stack's operator (the admin account every test stack starts with). */
export async function operator(stack: TestStack) {
  const token = await adminToken(stack);
  const api = apiClient(stack.url);
  return {
    token,
    queue: (view: 'recent' | 'flagged' | 'hidden', limit = 200) =>
      api.get(`/api/admin/reports?view=${view}&limit=${limit}`, { token }),
    hide: (id: string, reason: string) =>
      api.post(`/api/admin/reports/${id}/hide`, { token, json: { reason } }),
    restore: (id: string) => api.post(`/api/admin/reports/${id}/restore`, { token }),
    duplicateOf: (id: string, of: string | null) =>
      api.put(`/api/admin/reports/${id}/duplicate-of`, { token, json: { of } }),
  };
}

/** A direct call to this service's internal endpoints, with the shared key. */
export function internal(stack: TestStack, method: string, path: string, json?: unknown) {
  return request(stack.services.incidents[0]!, method, path, {
    json,
    headers: { 'x-internal-key': stack.secrets.internalApiKey },
  });
}

export async function assign(stack: TestStack, incidentId: string, volunteer: TestUser) {
  const res = await internal(stack, 'POST', `/internal/incidents/${incidentId}/assign`, {
    volunteerId: volunteer._id,
    volunteerName: volunteer.name,
  });
  if (res.status !== 200)
    throw new Error(`assign failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.incident as Incident;
}

/** Raw bytes and headers of a served photo. */
export async function fetchPhoto(stack: TestStack, path: string) {
  const res = await fetch(`${stack.url}${path}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** How many incidents and stored photo files/chunks this stack's database holds. */
export async function storedCounts(stack: TestStack) {
  const client = await MongoClient.connect(stack.mongoUrl);
  try {
    const db = client.db(stack.dbNames.incidents);
    const [incidents, files, chunks] = await Promise.all([
      db.collection('incidents').countDocuments({}),
      db.collection('photos.files').countDocuments({}),
      db.collection('photos.chunks').countDocuments({}),
    ]);
    return { incidents, files, chunks };
  } finally {
    await client.close();
  }
}

/** A 40x20 JPEG with EXIF orientation 6 (display rotated 90°) and a GPS position. */
export function jpegWithGpsAndOrientation(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#a0522d' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 24/1',
      },
    })
    .toBuffer();
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#2e8b57' } })
    .png()
    .toBuffer();
}

/** A `width` x `height` PNG as a report form attaches it (reportForm's photo). */
export async function pngPhoto(width: number, height: number, name: string) {
  return { bytes: await pngOf(width, height), name, type: 'image/png' };
}

/** The GPS IFD pointer tag (0x8825) in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
