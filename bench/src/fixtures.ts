import sharp from 'sharp';
import { CITIES } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { internalCall } from './working-set';

/** An incidents service replica and the internal key (the bulk load's endpoint). */
export interface IncidentsInternal {
  url: string;
  internalApiKey: string;
}

/** Copies one request carries: the incidents service's bound (MAX_COPIES_PER_REQUEST). */
const COPIES_PER_REQUEST = 1000;

/**
 * Bulk-loads incidents as copies of one created through the API, with cities, severities,
 * statuses and dates varied: the incidents service's internal copies endpoint stores them as
 * it stores a report (change log, working set), a thousand a request; going through the
 * public API for 100,000 would take the whole run.
 */
export async function loadIncidents(
  incidents: IncidentsInternal,
  templateId: string,
  count: number,
  progress: (done: number) => void,
): Promise<void> {
  const now = Date.now();
  for (let done = 0; done < count; done += COPIES_PER_REQUEST) {
    const copies: Record<string, unknown>[] = [];
    for (let i = done; i < Math.min(count, done + COPIES_PER_REQUEST); i += 1) {
      const city = CITIES[i % CITIES.length]!;
      const createdAt = new Date(now - (count - i) * 60_000);
      const status = i % 3 === 0 ? 'resolved' : i % 3 === 1 ? 'in progress' : 'pending';
      copies.push({
        city: city.name,
        status,
        createdAt,
        // No pin: the city's centre, approximate.
        location: {
          lat: city.latitude,
          lng: city.longitude,
          address: `${i} Market Road, ${city.name}`,
          approximate: true,
          accuracyMeters: null,
        },
        animalDescription: `Injured animal number ${i} near the market`,
        score: (i % 10) + 1,
        // A case history the analytics read: taken on after 1-60 minutes unless pending,
        // resolved some hours later with one of the closure reasons.
        history: caseHistory(i, status, createdAt),
      });
    }
    // The working sets reload once, with the last batch.
    const last = done + COPIES_PER_REQUEST >= count;
    await copyIncident(incidents, templateId, copies, last);
    progress(Math.min(count, done + COPIES_PER_REQUEST));
  }
}

/** A store of `total` incidents, the template being the first, the load logged every 10,000. */
export function loadStore(
  incidents: IncidentsInternal,
  templateId: string,
  total: number,
  log: (line: string) => void,
): Promise<void> {
  log(`Loading ${total} incidents`);
  return loadIncidents(incidents, templateId, total - 1, (n) => {
    if (n % 10_000 === 0) log(`  ${n}/${total}`);
  });
}

/** The bulk loads' template: one report through the API by `reporterToken`; its id. */
export async function templateIncident(url: string, reporterToken: string): Promise<string> {
  const created = await client(url).post('/api/incidents/create', {
    token: reporterToken,
    json: reportJson('Dog with a wounded leg near the market', 'Brown dog', 7, 'Bleeding'),
  });
  return created.body.incident._id as string;
}

/** One batch of copies of `templateId` (POST /internal/incidents/:id/copies). */
export async function copyIncident(
  incidents: IncidentsInternal,
  templateId: string,
  copies: Record<string, unknown>[],
  reload = true,
): Promise<void> {
  await internalCall(
    incidents.url,
    incidents.internalApiKey,
    'POST',
    `/internal/incidents/${templateId}/copies`,
    { copies, reload },
  );
}

const BENCH_NGO = { id: 'f'.repeat(24), role: 'ngo', name: 'Bench NGO' };
const REASONS = ['rescued_treated', 'released', 'not_found', 'duplicate', 'other'];

type Fields = Record<string, unknown>;

function caseHistory(i: number, status: string, createdAt: Date): Fields[] {
  const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
  const event = (type: string, minutes: number, fields: Fields = {}) => ({
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

/** Runs a bench script's `main`: a failure is printed with its stack, and the exit code is 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
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
