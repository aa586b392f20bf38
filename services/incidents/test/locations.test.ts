// Where the animal is: exact and approximate locations round-trip, the duplicate hint compares
// exact points by distance and approximate ones by city and words, records from before the
// fields existed are migrated at start-up, and an NGO takes a case on ("We are handling this").
import { MongoClient, ObjectId } from 'mongodb';
import {
  CITIES,
  NGO_NOT_VERIFIED_MESSAGE,
  destinationPoint,
  type Incident,
  type LngLat,
} from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { loadConfig, start } from '../src';
import { LOCATION_MIGRATION, MIGRATIONS_COLLECTION } from '../src/store/location-migration';
import { registerSignedNgo, registerUnverifiedNgo, report, reportData } from './helpers';

let stack: TestStack;
let api: ReturnType<typeof apiClient>;
let reporter: TestUser;
let otherUser: TestUser;
let ngo: TestUser;
let secondNgo: TestUser;
let unverifiedNgo: TestUser;
let volunteer: TestUser;

const jaipur = CITIES.find((city) => city.name === 'Jaipur')!;
const CENTRE: LngLat = [jaipur.longitude, jaipur.latitude];
/** A place in Jaipur away from its centre, and points around it. */
const SPOT = destinationPoint(CENTRE, 60, 2.5);

beforeAll(async () => {
  stack = await startTestStack();
  api = apiClient(stack.url);
  [reporter, otherUser, ngo, secondNgo, unverifiedNgo, volunteer] = await Promise.all([
    registerUser(stack, 'user'),
    registerUser(stack, 'user'),
    registerSignedNgo(stack, { name: 'Paws Trust' }),
    registerSignedNgo(stack, { name: 'Second Chance' }),
    registerUnverifiedNgo(stack),
    registerUser(stack, 'volunteer'),
  ]);
});
afterAll(() => stack.close());

const inJaipur = (location: Record<string, unknown>, animal = 'Brown dog limping', type = 'Dog') =>
  reportData({
    city: 'Jaipur',
    location: { address: 'MI Road', ...location },
    animalInfo: {
      description: animal,
      type,
      aiSeverityAssessment: { score: 6, category: 'MODERATE', assessmentDetails: 'x' },
    },
  });

describe('reporting where the animal is', () => {
  test('an exact report keeps its point and the device accuracy, everywhere it is read', async () => {
    const incident = await report(
      stack,
      reporter,
      inJaipur({ coordinates: SPOT, accuracyMeters: 14.27 }),
    );
    expect(incident.location).toEqual({
      type: 'Point',
      coordinates: SPOT,
      address: 'MI Road',
      approximate: false,
      accuracyMeters: 14.3,
    });
    const asNgo = await api.get(`/api/incidents/${incident._id}`, { token: ngo.token });
    expect(asNgo.body.location).toEqual(incident.location);
    const mine = await api.get(`/api/users/my-incidents/${reporter._id}`, {
      token: reporter.token,
    });
    expect(mine.body.data.find((i: Incident) => i._id === incident._id).location).toEqual(
      incident.location,
    );
    const asVolunteer = await api.get(`/api/volunteer/incidents/${incident._id}`, {
      token: volunteer.token,
    });
    expect(asVolunteer.body.incident_location).toEqual({
      address: 'MI Road',
      coordinates: SPOT,
      approximate: false,
      accuracyMeters: 14.3,
    });
  });

  test("an approximate report (no pin) is at the city's centre, whatever it sent", async () => {
    const withoutPoint = await report(stack, reporter, inJaipur({}));
    expect(withoutPoint.location).toMatchObject({
      coordinates: CENTRE,
      approximate: true,
      accuracyMeters: null,
    });
    const saidSo = await report(
      stack,
      reporter,
      inJaipur({ coordinates: SPOT, approximate: true, accuracyMeters: 10 }),
    );
    expect(saidSo.location).toMatchObject({
      coordinates: CENTRE,
      approximate: true,
      accuracyMeters: null,
    });
    // A client that fills in the city's centre on choosing a city, and says nothing.
    const centreSent = await report(stack, reporter, inJaipur({ coordinates: CENTRE }));
    expect(centreSent.location.approximate).toBe(true);
    const ngoList = await api.get('/api/incidents?limit=200', { token: ngo.token });
    const listed = ngoList.body.find((i: Incident) => i._id === withoutPoint._id);
    expect(listed.location).toEqual(withoutPoint.location);
  });

  test.each([
    [{ approximate: 'yes' }, /approximate/],
    [{ accuracyMeters: -1 }, /accuracyMeters/],
    [{ accuracyMeters: '12' }, /accuracyMeters/],
    [{ accuracyMeters: 50_001 }, /accuracyMeters/],
  ])('%j is a 400 naming the field', async (location, message) => {
    const res = await api.post('/api/incidents/create', {
      token: reporter.token,
      json: inJaipur({ coordinates: SPOT, ...location }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('the duplicate hint: "Is it one of these?"', () => {
  const pune = CITIES.find((city) => city.name === 'Pune')!;
  const PLACE = destinationPoint([pune.longitude, pune.latitude], 200, 3);
  let tag: string;

  beforeAll(async () => {
    tag = `word${Math.random().toString(36).slice(2, 8)}`;
    const inPune = (location: Record<string, unknown>, description: string, type = 'Dog') =>
      report(
        stack,
        otherUser,
        reportData({
          city: 'Pune',
          location: { address: 'Somewhere', ...location },
          animalInfo: {
            description,
            type,
            aiSeverityAssessment: { score: 5, category: 'MODERATE', assessmentDetails: 'x' },
          },
        }),
      );
    await inPune({ coordinates: destinationPoint(PLACE, 0, 0.1) }, `Dog ${tag} 100 m north`);
    await inPune({ coordinates: destinationPoint(PLACE, 90, 3) }, `Dog ${tag} 3 km east`);
    await inPune({}, `Goat ${tag} with a wounded leg`, 'Goat');
  });

  const nearby = (query: string) =>
    api.get(`/api/incidents/nearby?city=Pune&${query}`, { token: reporter.token });

  test('an exact point finds the open report 100 m away and not the one 3 km away', async () => {
    const res = await nearby(`lat=${PLACE[1]}&lng=${PLACE[0]}&type=Dog&description=${tag}`);
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((item: any) => item.description.includes(tag));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ match: 'distance', approximate: false });
    expect(mine[0].description).toContain('100 m north');
    expect(mine[0].distanceM).toBeGreaterThanOrEqual(98);
    expect(mine[0].distanceM).toBeLessThanOrEqual(102);
  });

  test('an approximate report is found by city and words, with no distance', async () => {
    const res = await nearby(`approximate=true&type=goat&description=wounded+${tag}`);
    const mine = res.body.data.filter((item: any) => item.description.includes(tag));
    expect(mine).toEqual([
      {
        type: 'Goat',
        description: `Goat ${tag} with a wounded leg`,
        status: 'pending',
        match: 'city',
        approximate: true,
        createdAt: expect.any(String),
      },
    ]);
    // From an exact point too: the approximate report cannot be measured, so words decide.
    const fromPoint = await nearby(`lat=${PLACE[1]}&lng=${PLACE[0]}&type=Goat&description=wounded`);
    const found = fromPoint.body.data.filter((item: any) => item.description.includes(tag));
    // The dog 100 m away is there by distance, whatever the words; the goat by city.
    expect(found.map((item: any) => [item.match, item.type])).toEqual([
      ['distance', 'Dog'],
      ['city', 'Goat'],
    ]);
    // Other words find neither of them by city.
    const unrelated = await nearby('approximate=true&type=Cat&description=kitten+drain');
    expect(unrelated.body.data.filter((item: any) => item.description.includes(tag))).toEqual([]);
  });
});

describe('records from before: migrated at start-up', () => {
  test('a stored incident without the fields reads approximate at its city centre, else exact', async () => {
    const client = await MongoClient.connect(stack.mongoUrl);
    const db = client.db(stack.dbNames.incidents);
    const base = await report(stack, reporter, inJaipur({ coordinates: SPOT }));
    const stored = await db.collection('incidents').findOne({ _id: new ObjectId(base._id) });
    const legacy = (coordinates: LngLat) => ({
      ...stored,
      _id: new ObjectId(),
      location: { type: 'Point', coordinates, address: 'Old record' },
      idempotencyScope: undefined,
    });
    const atCentre = legacy(CENTRE);
    const atSpot = legacy(SPOT);
    try {
      delete (atCentre as Record<string, unknown>).idempotencyScope;
      delete (atSpot as Record<string, unknown>).idempotencyScope;
      await db.collection('incidents').insertMany([atCentre, atSpot]);
      await db.collection(MIGRATIONS_COLLECTION).deleteOne({ _id: LOCATION_MIGRATION as never });
      const replica = await start(
        loadConfig({
          MONGO_URL: stack.mongoUrl,
          INCIDENTS_DB: stack.dbNames.incidents,
          INCIDENTS_PORT: '0',
          INCIDENTS_HOST: '127.0.0.1',
          JWT_PUBLIC_KEY: stack.secrets.jwtPublicKey,
          INTERNAL_API_KEY: stack.secrets.internalApiKey,
          AUTH_URL: stack.services.auth[0],
          LOG_LEVEL: 'silent',
        }),
      );
      await replica.close();
      const fields = async (id: ObjectId) =>
        (await db.collection('incidents').findOne({ _id: id }))?.location;
      expect(await fields(atCentre._id)).toEqual({
        type: 'Point',
        coordinates: CENTRE,
        address: 'Old record',
        lng: CENTRE[0],
        lat: CENTRE[1],
        approximate: true,
        accuracyMeters: null,
      });
      expect(await fields(atSpot._id)).toMatchObject({ approximate: false, accuracyMeters: null });
      expect(
        await db.collection(MIGRATIONS_COLLECTION).findOne({ _id: LOCATION_MIGRATION as never }),
      ).not.toBeNull();
      // The running service read the collection again (the migration announced a reload).
      const read = async () =>
        (
          await request(
            stack.services.incidents[0]!,
            'GET',
            `/api/incidents/${atCentre._id.toHexString()}`,
            {
              token: reporter.token,
            },
          )
        ).body;
      const seen = await waitFor(
        async () => {
          const body = await read();
          return body?.location?.approximate !== undefined && body;
        },
        { what: 'the replica to hold the changed location', intervalMs: 100 },
      );
      expect(seen.location).toMatchObject({ approximate: true, accuracyMeters: null });
    } finally {
      await client.close();
    }
  });
});

describe('"We are handling this": POST /api/ngo/incidents/{id}/handle', () => {
  let incident: Incident;
  const handle = (token: string | undefined, id = incident._id) =>
    api.post(`/api/ngo/incidents/${id}/handle`, { token });

  beforeAll(async () => {
    incident = await report(
      stack,
      reporter,
      inJaipur({ coordinates: SPOT }, 'Cat on a ledge', 'Cat'),
    );
  });

  test('an unverified NGO is refused (403), other roles too, anonymous 401', async () => {
    const res = await handle(unverifiedNgo.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: NGO_NOT_VERIFIED_MESSAGE });
    expect((await handle(volunteer.token)).status).toBe(403);
    expect((await handle(reporter.token)).status).toBe(403);
    expect((await handle(undefined)).status).toBe(401);
  });

  test('a verified NGO takes it on; the same NGO again changes nothing; a second NGO gets 409', async () => {
    const res = await handle(ngo.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'You are handling this case' });
    expect(res.body.incident.assignedNGO).toEqual({ name: 'Paws Trust', id: ngo._id });
    expect(res.body.incident.caseUpdates.at(-1).description).toBe(
      'Paws Trust is handling this case',
    );

    const again = await handle(ngo.token);
    expect(again.status).toBe(200);
    expect(again.body.incident.caseUpdates).toHaveLength(res.body.incident.caseUpdates.length);

    const second = await handle(secondNgo.token);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: 'This case is already being handled by Paws Trust',
      code: expect.any(String),
    });
    // A status change by the second NGO does not take the case over either.
    const status = await api.put(`/api/ngo/incidents/${incident._id}/update`, {
      token: secondNgo.token,
      json: { status: 'in progress' },
    });
    expect(status.body.incident.assignedNGO).toEqual({ name: 'Paws Trust', id: ngo._id });
  });

  test('the NGO handling it is shown to other NGOs, the volunteer and the reporter', async () => {
    const expected = { name: 'Paws Trust', id: ngo._id };
    const asOtherNgo = await api.get(`/api/incidents/${incident._id}`, { token: secondNgo.token });
    expect(asOtherNgo.body.assignedNGO).toEqual(expected);
    const asReporter = await api.get(`/api/incidents/${incident._id}`, { token: reporter.token });
    expect(asReporter.body.assignedNGO).toEqual(expected);
    const mine = await api.get(`/api/users/my-incidents/${reporter._id}`, {
      token: reporter.token,
    });
    expect(mine.body.data.find((i: Incident) => i._id === incident._id).assignedNGO).toEqual(
      expected,
    );
    const detail = await api.get(`/api/volunteer/incidents/${incident._id}`, {
      token: volunteer.token,
    });
    expect(detail.body.assignedNGO).toEqual(expected);
    const list = await api.get(`/api/volunteer/incidents?search=ledge&limit=200`, {
      token: volunteer.token,
    });
    expect(list.body.data.find((item: any) => item.id === incident._id).assignedNGO).toEqual(
      expected,
    );
    const notes = await api.get('/api/incidents/notifications?limit=50', { token: reporter.token });
    expect(notes.body.data.map((n: any) => n.text)).toContain('Paws Trust is handling your report');
  });

  test('malformed id 400, unknown id 404', async () => {
    expect((await handle(ngo.token, 'nope')).status).toBe(400);
    const unknown = await handle(ngo.token, '0123456789abcdef01234567');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Incident not found']);
  });
});
