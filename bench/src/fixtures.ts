import { MongoClient, ObjectId, type Document } from 'mongodb';
import sharp from 'sharp';
import { CITIES } from '@rescue/contracts';
import { announceReload } from '@rescue/incidents/change-log';

/**
 * Bulk-loads incidents by cloning one created through the API, with cities, severities,
 * statuses and dates varied; going through the API for 100,000 would take the whole run.
 */
export async function loadIncidents(
  mongoUrl: string,
  template: Document,
  count: number,
  progress: (done: number) => void,
): Promise<void> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const db = client.db(process.env.INCIDENTS_DB ?? 'rescue_incidents');
    const incidents = db.collection('incidents');
    const batch = 2000;
    const now = Date.now();
    for (let done = 0; done < count; done += batch) {
      const docs: Document[] = [];
      for (let i = done; i < Math.min(count, done + batch); i += 1) {
        const city = CITIES[i % CITIES.length]!;
        const score = (i % 10) + 1;
        const createdAt = new Date(now - (count - i) * 60_000);
        const status = i % 3 === 0 ? 'resolved' : i % 3 === 1 ? 'in progress' : 'pending';
        const { _id: _ignored, idempotencyKey: _key, ...rest } = template;
        docs.push({
          ...rest,
          _id: new ObjectId(),
          city: city.name,
          status,
          createdAt,
          updatedAt: createdAt,
          // No pin: the city's centre, approximate (the fields a report stores since the
          // start-up migration; a bulk load behind the service's back writes them itself).
          location: {
            type: 'Point',
            coordinates: [city.longitude, city.latitude],
            address: `${i} Market Road, ${city.name}`,
            lng: city.longitude,
            lat: city.latitude,
            approximate: true,
            accuracyMeters: null,
          },
          animalInfo: {
            ...template.animalInfo,
            description: `Injured animal number ${i} near the market`,
            aiSeverityAssessment: {
              ...template.animalInfo.aiSeverityAssessment,
              score,
              category: score >= 7 ? 'HIGH' : score >= 4 ? 'MODERATE' : 'LOW',
            },
          },
          volunteerActivity: null,
          // A case history the analytics read: taken on after 1-60 minutes unless pending,
          // resolved some hours later with one of the closure reasons.
          history: caseHistory(i, status, createdAt),
        });
      }
      await incidents.insertMany(docs, { ordered: false });
      progress(Math.min(count, done + batch));
    }
    // Written behind the service's back: every replica reads the collection again.
    await announceReload(db);
  } finally {
    await client.close();
  }
}

const BENCH_NGO = { id: 'f'.repeat(24), role: 'ngo', name: 'Bench NGO' };
const REASONS = ['rescued_treated', 'released', 'not_found', 'duplicate', 'other'];

function caseHistory(i: number, status: string, createdAt: Date): Document[] {
  const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
  const event = (type: string, minutes: number, fields: Document = {}) => ({
    id: new ObjectId().toHexString(),
    type,
    at: at(minutes),
    actor: BENCH_NGO,
    from: null,
    to: null,
    note: null,
    reason: null,
    ...fields,
  });
  const reported = {
    ...event('reported', 0),
    actor: { id: 'e'.repeat(24), role: 'user', name: 'Bench reporter' },
  };
  if (status === 'pending') return [reported];
  const taken = 1 + (i % 60);
  const events = [reported, event('ngo_handling', taken)];
  if (status === 'resolved') {
    events.push(
      event('status_changed', taken + 60 + (i % 600), {
        from: 'pending',
        to: 'resolved',
        reason: REASONS[i % REASONS.length],
      }),
    );
  }
  return events;
}

/** A report's JSON as the report form sends it, in Pune. */
export function reportJson(description: string, animal: string, score: number, details: string) {
  return {
    description,
    city: 'Pune',
    location: { address: 'Market Road' },
    animalInfo: {
      description: animal,
      type: animal.split(' ').at(-1)!,
      aiSeverityAssessment: {
        score,
        category: score >= 7 ? 'HIGH' : score >= 4 ? 'MODERATE' : 'LOW',
        assessmentDetails: details,
      },
    },
  };
}

/**
 * A JPEG of about 1 MB (1080 x 1080, 1.2 megapixels): noise from a fixed-seed xorshift, so
 * it barely compresses and every run uploads the same bytes.
 */
export async function onePhotoMegabyte(): Promise<Buffer> {
  const side = 1080;
  const noise = Buffer.alloc(side * side * 3);
  let state = 0x9e3779b9;
  for (let i = 0; i < noise.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    noise[i] = state & 0xff;
  }
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A multipart body as a browser sends it, prebuilt so the load tool can replay it. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; field: string; type: string; data: Buffer },
) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
