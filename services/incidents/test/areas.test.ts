// An NGO works its own ground: the list, the CSV export and the map's points filter by the
// NGO's cities (?city=Pune,Mumbai), and the map reads small points rather than whole incidents.
import {
  CITIES,
  destinationPoint,
  MAP_POINTS_MAX,
  type Incident,
  type IncidentMapResponse,
  type LngLat,
} from '@rescue/contracts';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { registerSignedNgo, registerUnverifiedNgo, report, reportData } from './helpers';
const made: Record<string, Incident> = {};

const centreOf = (name: string): LngLat => {
  const city = CITIES.find((candidate) => candidate.name === name)!;
  return [city.longitude, city.latitude];
};

const inCity = (city: string, address: string, coordinates?: LngLat) =>
  reportData({
    city,
    location: { address, ...(coordinates ? { coordinates, approximate: false } : {}) },
  });

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  ngo: (stack) => registerSignedNgo(stack, { name: 'Area Trust' }),
  unverifiedNgo: registerUnverifiedNgo,
  volunteer: (stack) => registerUser(stack, 'volunteer'),
});
beforeAll(async () => {
  // Two in Nagpur (one exact, one approximate), one in Indore, one resolved in Nagpur.
  made.exact = await report(
    the.stack,
    the.reporter,
    inCity('Nagpur', 'Sitabuldi', destinationPoint(centreOf('Nagpur'), 90, 2)),
  );
  made.approximate = await report(the.stack, the.reporter, inCity('Nagpur', 'Near the lake'));
  made.indore = await report(the.stack, the.reporter, inCity('Indore', 'Rajwada'));
  made.closed = await report(the.stack, the.reporter, inCity('Nagpur', 'Old market'));
  const closed = await the.api.put(`/api/ngo/incidents/${made.closed._id}/update`, {
    token: the.ngo.token,
    json: { status: 'resolved', closureReason: 'released' },
  });
  expect(closed.status).toBe(200);
});

const ours = (ids: string[]) =>
  ids.filter((id) => Object.values(made).some((incident) => incident._id === id));

test('the list and the export keep to the cities asked for', async () => {
  const nagpur = await the.api.get('/api/incidents?city=Nagpur&limit=100', {
    token: the.ngo.token,
  });
  expect(nagpur.status).toBe(200);
  expect(ours(nagpur.body.map((incident: Incident) => incident._id)).sort()).toEqual(
    [made.exact!._id, made.approximate!._id, made.closed!._id].sort(),
  );
  expect(new Set(nagpur.body.map((incident: Incident) => incident.city))).toEqual(
    new Set(['Nagpur']),
  );

  const both = await the.api.get('/api/incidents?city=nagpur,%20Indore&status=pending&limit=100', {
    token: the.ngo.token,
  });
  expect(ours(both.body.map((incident: Incident) => incident._id)).sort()).toEqual(
    [made.exact!._id, made.approximate!._id, made.indore!._id].sort(),
  );

  const csv = await the.api.get('/api/incidents/export?city=Indore', { token: the.ngo.token });
  expect(csv.status).toBe(200);
  expect(String(csv.body)).toContain('Rajwada');
  expect(String(csv.body)).not.toContain('Sitabuldi');
});

test('a city that is not one of the cities is a 400 that names them', async () => {
  const response = await the.api.get('/api/incidents?city=Nagpur,Atlantis', {
    token: the.ngo.token,
  });
  expect(response.status).toBe(400);
  expect(response.body.message).toMatch(/"Atlantis" is not one of the cities: .*Nagpur/);
});

test("the map's points: small, filtered by city and the open group, exact or approximate", async () => {
  const response = await the.api.get('/api/incidents/map?city=Nagpur&status=open', {
    token: the.ngo.token,
  });
  expect(response.status).toBe(200);
  // Compressed through the gateway (fetch asks for gzip and unpacks it).
  expect(response.headers.get('content-encoding')).toBe('gzip');
  const body = response.body as IncidentMapResponse;
  expect(body.truncated).toBe(false);
  const points = body.data.filter((point) => ours([point._id]).length === 1);
  expect(points.map((point) => point._id).sort()).toEqual(
    [made.exact!._id, made.approximate!._id].sort(),
  );
  const exact = points.find((point) => point._id === made.exact!._id)!;
  expect(exact).toEqual({
    _id: made.exact!._id,
    status: 'pending',
    coordinates: made.exact!.location.coordinates,
    approximate: false,
    score: made.exact!.animalInfo.aiSeverityAssessment.score,
    type: made.exact!.animalInfo.type ?? '',
    address: 'Sitabuldi',
    createdAt: made.exact!.createdAt,
  });
  expect(points.find((point) => point._id === made.approximate!._id)).toMatchObject({
    approximate: true,
    coordinates: centreOf('Nagpur'),
  });
  // No photo, description or contact details travel with a point.
  expect(JSON.stringify(body)).not.toMatch(/reporterInfo|description|photo/);

  const resolved = await the.api.get('/api/incidents/map?city=Nagpur&status=resolved', {
    token: the.ngo.token,
  });
  expect(ours(resolved.body.data.map((point: { _id: string }) => point._id))).toEqual([
    made.closed!._id,
  ]);
  expect(MAP_POINTS_MAX).toBeGreaterThanOrEqual(5000);
});

test('only verified NGOs read the map', async () => {
  const anonymous = await the.api.get('/api/incidents/map');
  expect(anonymous.status).toBe(401);
  for (const who of [the.unverifiedNgo, the.volunteer, the.reporter]) {
    const refused = await the.api.get('/api/incidents/map', { token: who.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
  }
});
