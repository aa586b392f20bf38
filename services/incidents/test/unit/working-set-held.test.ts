// A working set read from the database or a snapshot holds each document as its BSON, and
// answers exactly as one holding the decoded documents: the passes over every open incident
// (the escalation's look, the volunteers' lists, the duplicate hint) read facts and the
// location without decoding, and nothing they read is kept decoded (issue 32: the service at
// 100,000 incidents grew past 900 MB once a pass had decoded every open incident).
import { BSON } from '@rescue/service-kit';
import type { IncidentDoc } from '../../src/store/incident-doc';
import { availableMatcher, inBox, openExactSinceMatches } from '../../src/store/incident-query';
import { WorkingSet, rawDocumentOf } from '../../src/store/working-set';
import { heldSince, storedIncident } from '../stored-incident';
import { boundingBox } from '@rescue/contracts';

const CITIES = ['Pune', 'Mumbai'];
const STATUSES = ['pending', 'in progress', 'resolved'] as const;
const NOW = Date.UTC(2026, 10, 20);

function incidentAt(i: number): IncidentDoc {
  const at = new Date(NOW - i * 3_600_000);
  const lng = 73.8 + (i % 5) * 0.01;
  const lat = 18.5 + (i % 7) * 0.01;
  return storedIncident({
    description: `Incident ${i}`,
    status: STATUSES[i % 3]!,
    city: CITIES[i % 2]!,
    createdAt: at,
    location: {
      coordinates: [lng, lat],
      lng,
      lat,
      approximate: i % 4 === 2,
      accuracyMeters: i % 4 === 2 ? null : 12,
      address: `${i} Market Lane`,
    },
    animalInfo: { description: i % 3 === 1 ? 'Limping stray dog' : 'Cat on a wall', type: 'dog' },
    assessment: {
      score: (i % 10) + 1,
      category: i % 10 >= 6 ? 'HIGH' : 'MODERATE',
      assessmentDetails: '',
    },
    reportedBy: `reporter-${i % 3}`,
    volunteerActivity: i % 5 === 1 ? heldSince(new Date(at.getTime() + 60_000)) : null,
    caseUpdates: [],
  });
}

const DOCS = Array.from({ length: 60 }, (_, i) => incidentAt(i));
const RETENTION = 365 * 24 * 3_600_000;

function setsOf(): { decoded: WorkingSet; held: WorkingSet } {
  const decoded = WorkingSet.of(DOCS, RETENTION, NOW);
  const builder = WorkingSet.builder(RETENTION, NOW);
  for (const doc of DOCS) builder.addRaw(BSON.serialize(doc));
  return { decoded, held: builder.finishNow() };
}

const ids = (docs: readonly IncidentDoc[]) => docs.map((doc) => doc._id.toHexString());
const box = boundingBox([73.82, 18.52], 2);

test('the passes over open incidents answer the same from BSON as from decoded documents', () => {
  const { decoded, held } = setsOf();
  const near = (facts: Parameters<ReturnType<typeof availableMatcher>>[0], doc: IncidentDoc) =>
    availableMatcher(null, { severity: 'all' })(facts, doc) && inBox(box, doc);
  const searched = availableMatcher('Pune', { severity: 'all', search: 'stray' });
  const exact = (facts: Parameters<typeof near>[0], doc: IncidentDoc) =>
    openExactSinceMatches(new Date(NOW - 40 * 3_600_000), box, facts, doc);
  for (const set of [decoded, held]) expect(set.size).toBe(60);
  // Whole documents, equal field by field (a probe's answers never leak out).
  expect(held.openMatching(near)).toEqual(decoded.openMatching(near));
  expect(held.openMatching(exact)).toEqual(decoded.openMatching(exact));
  expect(held.available(searched, 50)).toEqual(decoded.available(searched, 50));
  expect(held.openByUrgency(near, 50)).toEqual(decoded.openByUrgency(near, 50));
  // The cases exercise something: each answer is a part of the open incidents, not none or all.
  for (const docs of [held.openMatching(near), held.available(searched, 50)]) {
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.length).toBeLessThan(40);
  }
  expect(ids(held.openMatching(exact)).length).toBeGreaterThan(0);
});

test('a pass reads the location without decoding, and no document read is kept decoded', () => {
  const { held } = setsOf();
  const seen: IncidentDoc['location'][] = [];
  held.openMatching((_facts, doc) => {
    seen.push(doc.location);
    return doc.animalInfo.description.includes('stray');
  });
  // The location a matcher reads is the document's own.
  expect(seen).toEqual(DOCS.filter((d) => d.status !== 'resolved').map((d) => d.location));
  held.available(() => true, 60);
  for (const doc of DOCS) {
    const entry = held.get(doc._id.toHexString())!;
    expect(entry.doc).toEqual(doc);
    // Still the bytes it was read as: read, matched and returned, never kept decoded.
    expect(rawDocumentOf(entry)).not.toBeNull();
  }
});

test('an incident evicted from the working set keeps its facts but no location', () => {
  const builder = WorkingSet.builder(60_000, NOW);
  for (const doc of DOCS) builder.addRaw(BSON.serialize(doc));
  const set = builder.finishNow();
  const resolved = DOCS.find((doc) => doc.status === 'resolved' && doc.createdAt.getTime() < NOW)!;
  const open = DOCS.find((doc) => doc.status === 'pending')!;
  expect(set.get(resolved._id.toHexString())).toMatchObject({ doc: null, location: undefined });
  expect(set.get(open._id.toHexString())!.location).toEqual(open.location);
});

test('an incident a write puts is held as its BSON too, and reads back as written', () => {
  const { held } = setsOf();
  const doc = DOCS[1]!;
  const changed: IncidentDoc = { ...doc, status: 'resolved', updatedAt: new Date(NOW) };
  const added = incidentAt(60);
  held.put(changed, NOW);
  held.put(added, NOW);
  for (const written of [changed, added]) {
    const entry = held.get(written._id.toHexString())!;
    // Not the decoded object kept: twice the bytes, for every incident a write touched.
    expect(rawDocumentOf(entry)).not.toBeNull();
    expect(entry.doc).toEqual(written);
    expect(entry.status).toBe(written.status);
  }
  expect(held.size).toBe(61);
});
