import { crc32 } from 'node:zlib';
import { PHOTO_TOO_MANY_PIXELS_MESSAGE } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { pngOf, reportData, reportForm, storedCounts } from './helpers';

// Reports per account per hour (REPORTS_MAX_PER_ACCOUNT_PER_HOUR), and photos refused by
// their header, through the gateway. The plain client: 429 is not in the OpenAPI document.
const LIMIT = 3;
const TOO_MANY = 'Too many reports. Please try again in 60 minutes.';

const the = fileStack({}, { env: { REPORTS_MAX_PER_ACCOUNT_PER_HOUR: String(LIMIT) } });
beforeAll(async () => {
  the.api = client(the.stack.url);
});

const create = (
  reporter: TestUser,
  options: { form?: FormData; headers?: Record<string, string> } = {},
) =>
  the.api.post('/api/incidents/create', {
    token: reporter.token,
    form: reportForm(reportData()),
    ...options,
  });

describe('reports per account per hour', () => {
  test('over the limit: 429 with a clear message and Retry-After; nothing stored', async () => {
    const reporter = await registerUser(the.stack, 'user');
    for (let i = 0; i < LIMIT; i += 1) expect((await create(reporter)).status).toBe(201);
    const before = await storedCounts(the.stack);

    const refused = await create(reporter);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
    expect(refused.body).toMatchObject({ message: TOO_MANY });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedCounts(the.stack)).toEqual(before);

    // Another account is not affected.
    expect((await create(await registerUser(the.stack, 'user'))).status).toBe(201);
  });

  test('a replay of a stored report (same Idempotency-Key) neither counts nor is refused', async () => {
    const reporter = await registerUser(the.stack, 'user');
    const first = await create(reporter, { headers: { 'idempotency-key': 'quota-replay-1' } });
    expect(first.status).toBe(201);
    for (let i = 0; i < 3; i += 1) {
      const replay = await create(reporter, { headers: { 'idempotency-key': 'quota-replay-1' } });
      expect(replay.status).toBe(200);
      expect(replay.body.incident._id).toBe(first.body.incident._id);
    }
    // The replays used nothing: LIMIT - 1 more new reports pass.
    for (let i = 1; i < LIMIT; i += 1) expect((await create(reporter)).status).toBe(201);
    expect((await create(reporter)).status).toBe(429);
    // Once the hour is used up, a replay is still answered.
    const late = await create(reporter, { headers: { 'idempotency-key': 'quota-replay-1' } });
    expect(late.status).toBe(200);
    expect(late.body.incident._id).toBe(first.body.incident._id);
  });

  test('a report refused for its photo does not count', async () => {
    const reporter = await registerUser(the.stack, 'user');
    const bytes = Buffer.from('not an image');
    const bad = await create(reporter, {
      form: reportForm(reportData(), { bytes, name: 'x.png', type: 'image/png' }),
    });
    expect(bad.status).toBe(415);
    for (let i = 0; i < LIMIT; i += 1) expect((await create(reporter)).status).toBe(201);
    expect((await create(reporter)).status).toBe(429);
  });

  test('a burst of parallel reports stores exactly the limit: none past it, none refused while there is room', async () => {
    const reporter = await registerUser(the.stack, 'user');
    const statuses = (
      await Promise.all(Array.from({ length: LIMIT * 3 }, () => create(reporter)))
    ).map((res) => res.status);
    // Each stored report holds one of the account's LIMIT slots, and no two can hold the same
    // one; a racer is refused only once every slot is held (insert-then-count could refuse all).
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT * 2);
    // The refused ones held nothing, and the hour is used up.
    expect((await create(reporter)).status).toBe(429);
  });
});

describe('photos refused by their header, before decoding', () => {
  /** A PNG whose IHDR says 10000 x 10000 (16-bit when asked); the image data is a stub. */
  async function bigPngHeader(depth: 8 | 16): Promise<Buffer> {
    const png = await pngOf(16, 16);
    const bytes = Buffer.from(png);
    bytes.writeUInt32BE(10_000, 16);
    bytes.writeUInt32BE(10_000, 20);
    bytes[24] = depth;
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    return bytes;
  }

  test.each([
    [16, 415, 'Only PNG or JPEG images are accepted'],
    [8, 413, PHOTO_TOO_MANY_PIXELS_MESSAGE],
  ] as const)(
    'a 10000 x 10000 %i-bit PNG: %i with a JSON message, quickly, nothing stored',
    async (depth, status, message) => {
      const reporter = await registerUser(the.stack, 'user');
      const before = await storedCounts(the.stack);
      const started = performance.now();
      const res = await create(reporter, {
        form: reportForm(reportData(), {
          bytes: await bigPngHeader(depth),
          name: 'big.png',
          type: 'image/png',
        }),
      });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ message });
      expect(await storedCounts(the.stack)).toEqual(before);
    },
  );
});
