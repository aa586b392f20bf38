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
import { request } from '@rescue/testkit/http';
import { registerUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { fileStack } from '@rescue/testkit/file-stack';
import { loadConfig, start } from '../src';
import { LOCATION_MIGRATION, MIGRATIONS_COLLECTION } from '../src/store/location-migration';
import { registerSignedNgo, registerUnverifiedNgo, report, reportData } from './helpers';

const jaipur = CITIES.find((city) => city.name === 'Jaipur')!;
const CENTRE: LngLat = [jaipur.longitude, jaipur.latitude];
/** A place in Jaipur away from its centre, and points around it. */
const SPOT = destinationPoint(CENTRE, 60, 2.5);

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  otherUser: (stack) => registerUser(stack, 'user'),
  ngo: (stack) => registerSignedNgo(stack, { name: 'Paws Trust' }),
  secondNgo: (stack) => registerSignedNgo(stack, { name: 'Second Chance' }),
  unverifiedNgo: registerUnverifiedNgo,
  volunteer: (stack) => registerUser(stack, 'volunteer'),
});

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
      the.stack,
      the.reporter,
      inJaipur({ coordinates: SPOT, accuracyMeters: 14.27 }),
    );
    expect(incident.location).toEqual({
      type: 'Point',
      coordinates: SPOT,
      address: 'MI Road',
      approximate: false,
      accuracyMeters: 14.3,
    });
    const asNgo = await the.api.get(`/api/incidents/${incident._id}`, { token: the.ngo.token });
    expect(asNgo.body.location).toEqual(incident.location);
    const mine = await the.api.get(`/api/users/my-incidents/${the.reporter._id}`, {
      token: the.reporter.token,
    });
    expect(mine.body.data.find((i: Incident) => i._id === incident._id).location).toEqual(
      incident.location,
    );
    const asVolunteer = await the.api.get(`/api/volunteer/incidents/${incident._id}`, {
      token: the.volunteer.token,
    });
    expect(asVolunteer.body.incident_location).toEqual({
      address: 'MI Road',
      coordinates: SPOT,
      approximate: false,
      accuracyMeters: 14.3,
    });
  });

  test("an approximate report (no pin) is at the city's centre, whatever it sent", async () => {
    const withoutPoint = await report(the.stack, the.reporter, inJaipur({}));
    expect(withoutPoint.location).toMatchObject({
      coordinates: CENTRE,
      approximate: true,
      accuracyMeters: null,
    });
    const saidSo = await report(
      the.stack,
      the.reporter,
      inJaipur({ coordinates: SPOT, approximate: true, accuracyMeters: 10 }),
    );
    expect(saidSo.location).toMatchObject({
      coordinates: CENTRE,
      approximate: true,
      accuracyMeters: null,
    });
    // A client that fills in the city's centre on choosing a city, and says nothing.
    const centreSent = await report(the.stack, the.reporter, inJaipur({ coordinates: CENTRE }));
    expect(centreSent.location.approximate).toBe(true);
    const ngoList = await the.api.get('/api/incidents?limit=200', { token: the.ngo.token });
    const listed = ngoList.body.find((i: Incident) => i._id === withoutPoint._id);
    expect(listed.location).toEqual(withoutPoint.location);
  });

  test.each([
    [{ approximate: 'yes' }, /approximate/],
    [{ accuracyMeters: -1 }, /accuracyMeters/],
    [{ accuracyMeters: '12' }, /accuracyMeters/],
    [{ accuracyMeters: 50_001 }, /accuracyMeters/],
  ])('%j is a 400 naming the field', async (location, message) => {
    const res = await the.api.post('/api/incidents/create', {
      token: the.reporter.token,
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
        the.stack,
        the.otherUser,
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
    the.api.get(`/api/incidents/nearby?city=Pune&${query}`, { token: the.reporter.token });

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
    const client = await MongoClient.connect(the.stack.mongoUrl);
    const db = client.db(the.stack.dbNames.incidents);
    const base = await report(the.stack, the.reporter, inJaipur({ coordinates: SPOT }));
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
          MONGO_URL: the.stack.mongoUrl,
          INCIDENTS_DB: the.stack.dbNames.incidents,
          INCIDENTS_PORT: '0',
          INCIDENTS_HOST: '127.0.0.1',
          JWT_PUBLIC_KEY: the.stack.secrets.jwtPublicKey,
          INTERNAL_API_KEY: the.stack.secrets.internalApiKey,
          AUTH_URL: the.stack.services.auth[0],
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
            the.stack.services.incidents[0]!,
            'GET',
            `/api/incidents/${atCentre._id.toHexString()}`,
            {
              token: the.reporter.token,
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
    the.api.post(`/api/ngo/incidents/${id}/handle`, { token });

  beforeAll(async () => {
    incident = await report(
      the.stack,
      the.reporter,
      inJaipur({ coordinates: SPOT }, 'Cat on a ledge', 'Cat'),
    );
  });

  test('an unverified NGO is refused (403), other roles too, anonymous 401', async () => {
    const res = await handle(the.unverifiedNgo.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: NGO_NOT_VERIFIED_MESSAGE });
    expect((await handle(the.volunteer.token)).status).toBe(403);
    expect((await handle(the.reporter.token)).status).toBe(403);
    expect((await handle(undefined)).status).toBe(401);
  });

  test('a verified NGO takes it on; the same NGO again changes nothing; a second NGO gets 409', async () => {
    const res = await handle(the.ngo.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'You are handling this case' });
    expect(res.body.incident.assignedNGO).toEqual({ name: 'Paws Trust', id: the.ngo._id });
    expect(res.body.incident.caseUpdates.at(-1).description).toBe(
      'Paws Trust is handling this case',
    );

    const again = await handle(the.ngo.token);
    expect(again.status).toBe(200);
    expect(again.body.incident.caseUpdates).toHaveLength(res.body.incident.caseUpdates.length);

    const second = await handle(the.secondNgo.token);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: 'This case is already being handled by Paws Trust',
      code: expect.any(String),
    });
    // A status change by the second NGO does not take the case over either.
    const status = await the.api.put(`/api/ngo/incidents/${incident._id}/update`, {
      token: the.secondNgo.token,
      json: { status: 'in progress' },
    });
    expect(status.body.incident.assignedNGO).toEqual({ name: 'Paws Trust', id: the.ngo._id });
  });

  test('the NGO handling it is shown to other NGOs, the volunteer and the reporter', async () => {
    const expected = { name: 'Paws Trust', id: the.ngo._id };
    const asOtherNgo = await the.api.get(`/api/incidents/${incident._id}`, {
      token: the.secondNgo.token,
    });
    expect(asOtherNgo.body.assignedNGO).toEqual(expected);
    const asReporter = await the.api.get(`/api/incidents/${incident._id}`, {
      token: the.reporter.token,
    });
    expect(asReporter.body.assignedNGO).toEqual(expected);
    const mine = await the.api.get(`/api/users/my-incidents/${the.reporter._id}`, {
      token: the.reporter.token,
    });
    expect(mine.body.data.find((i: Incident) => i._id === incident._id).assignedNGO).toEqual(
      expected,
    );
    const detail = await the.api.get(`/api/volunteer/incidents/${incident._id}`, {
      token: the.volunteer.token,
    });
    expect(detail.body.assignedNGO).toEqual(expected);
    const list = await the.api.get(`/api/volunteer/incidents?search=ledge&limit=200`, {
      token: the.volunteer.token,
    });
    expect(list.body.data.find((item: any) => item.id === incident._id).assignedNGO).toEqual(
      expected,
    );
    const notes = await the.api.get('/api/incidents/notifications?limit=50', {
      token: the.reporter.token,
    });
    expect(notes.body.data.map((n: any) => n.text)).toContain('Paws Trust is handling your report');
  });

  test('malformed id 400, unknown id 404', async () => {
    expect((await handle(the.ngo.token, 'nope')).status).toBe(400);
    const unknown = await handle(the.ngo.token, '0123456789abcdef01234567');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Incident not found']);
  });
});
