import { readFileSync } from 'node:fs';
import { MongoClient, ObjectId } from 'mongodb';
import { ensureAdminAccount } from '@rescue/auth';
import { CITIES, findCity } from '@rescue/contracts';
import { REPORT_QUOTA_COLLECTION, announceReload, reportQuotaKey } from '@rescue/incidents';
import { TAKES_COLLECTION, takeKey } from '@rescue/volunteer';
import { illustrationJpeg } from './seed-illustrations';
import { signDocumentsLocally } from './signing-client';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  INCIDENT_TEMPLATES,
  seededPlace,
  type DemoAccount,
} from './seed-data';

interface Session {
  _id: string;
  token: string;
  account: DemoAccount;
}

export interface SeedOptions {
  /** The gateway's URL: everything goes through the public API, as a person would do it. */
  url: string;
  /** Used to check emptiness, for the operator-only steps, and to spread the demo incidents. */
  mongoUrl: string;
  incidents?: number;
  /** Where ADMIN_EMAIL / ADMIN_PASSWORD(_FILE) are read (the services get the same): process.env. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

/** What the seed did, for `npm start`'s banner. */
export interface SeedOutcome {
  /** Demo accounts and incidents were added now. */
  seeded: boolean;
  /** Why not, when not seeded. */
  skipped?: string;
  /** The demo operator (admin@demo.rescue.org, published password) exists after this run. */
  demoAdmin: boolean;
  /** The configured operator (ADMIN_EMAIL), when there is one. */
  operator?: string;
  /** A demo operator left by an earlier run was deleted because an operator is configured. */
  retiredDemoAdmin: boolean;
}

interface Operator {
  email: string;
  /** Absent when the operator exists only in the database (`npm run admin -- create`). */
  password?: string;
}

const authDb = () => process.env.AUTH_DB ?? 'rescue_auth';
const incidentsDb = () => process.env.INCIDENTS_DB ?? 'rescue_incidents';
const volunteerDb = () => process.env.VOLUNTEER_DB ?? 'rescue_volunteer';
/**
 * Open cases a demo volunteer is left holding: one place under the volunteer service's
 * default cap (3), so whoever tries the demo as a volunteer can take a case.
 */
const DEMO_VOLUNTEER_HELD_MAX = 2;
const DEMO_EMAILS = [DEMO_ADMIN.email, ...DEMO_ACCOUNTS.map((a) => a.email)];

/** ADMIN_EMAIL with its password, as the auth service reads them (services/auth/src/config.ts). */
function operatorFromEnv(env: NodeJS.ProcessEnv): Operator | undefined {
  const email = env.ADMIN_EMAIL?.trim();
  if (!email) return undefined;
  const password = env.ADMIN_PASSWORD_FILE
    ? readFileSync(env.ADMIN_PASSWORD_FILE, 'utf8').trim()
    : env.ADMIN_PASSWORD;
  return { email, password: password || undefined };
}

/**
 * The operator of this database: the configured one (ADMIN_EMAIL), else any admin account that
 * is not the demo operator (made with `npm run admin -- create`). With one, the seed never makes
 * the demo operator, whose password is published.
 */
async function findOperator(client: MongoClient, env: NodeJS.ProcessEnv) {
  const configured = operatorFromEnv(env);
  if (configured) return configured;
  const other = await client
    .db(authDb())
    .collection<{ email: string }>('users')
    .findOne({ role: 'admin', email: { $ne: DEMO_ADMIN.email } });
  return other ? { email: other.email } : undefined;
}

/**
 * Whatever the seed setting: with an operator configured, a demo operator an earlier run made
 * is deleted. Says who the operator is and whether the demo operator exists now.
 */
export async function checkDemoOperator(
  options: Pick<SeedOptions, 'url' | 'mongoUrl' | 'env'>,
): Promise<Pick<SeedOutcome, 'operator' | 'demoAdmin' | 'retiredDemoAdmin'>> {
  return withClient(options.mongoUrl, async (client) => {
    const operator = await findOperator(client, options.env ?? process.env);
    const retiredDemoAdmin = operator
      ? await retireDemoAdmin(client, options.url, operator)
      : false;
    const demoAdmin = !!(await client
      .db(authDb())
      .collection('users')
      .findOne({ email: DEMO_ADMIN.email, role: 'admin' }));
    return { operator: operator?.email, demoAdmin, retiredDemoAdmin };
  });
}

/**
 * Seeds the demo data when the database holds no incident and no demo account (other accounts,
 * such as the configured operator, do not make it "not empty"), after checkDemoOperator.
 */
export async function seedIfEmpty(options: SeedOptions): Promise<SeedOutcome> {
  const operator = await checkDemoOperator(options);
  const { demoAccounts, incidents } = await withClient(options.mongoUrl, async (client) => ({
    demoAccounts: await client
      .db(authDb())
      .collection('users')
      .countDocuments({ email: { $in: DEMO_EMAILS } }),
    incidents: await client.db(incidentsDb()).collection('incidents').countDocuments({}),
  }));
  if (demoAccounts > 0 || incidents > 0) {
    const skipped =
      demoAccounts > 0 ? 'the demo accounts exist' : `the database holds ${incidents} incidents`;
    return { seeded: false, skipped, ...operator };
  }
  const outcome = await seed(options);
  return { ...outcome, retiredDemoAdmin: operator.retiredDemoAdmin };
}

/**
 * A database an operator runs must not keep an admin whose password the README publishes: the
 * configured operator deletes the demo operator an earlier run made, through the console's API
 * (its sessions end, the audit log says who). An operator made with `npm run admin` (no
 * password here) is told instead, by the banner.
 */
async function retireDemoAdmin(
  client: MongoClient,
  url: string,
  operator: Operator,
): Promise<boolean> {
  const demo = await client
    .db(authDb())
    .collection<{ _id: ObjectId }>('users')
    .findOne({ email: DEMO_ADMIN.email, role: 'admin' });
  if (!demo || !operator.password) return false;
  const token = await login(url, operator.email, operator.password);
  const res = await api<{ message?: string }>(
    url,
    'DELETE',
    `/api/admin/accounts/${demo._id.toHexString()}`,
    token,
  );
  if (res.status !== 200)
    throw new Error(`Deleting the demo operator failed: ${res.status} ${res.body.message ?? ''}`);
  return true;
}

/**
 * Demo accounts (one per role and a few more) and about fifty incidents across the 16 cities.
 * The demo operator (admin@demo.rescue.org) is made only when the database has no operator of
 * its own; otherwise the configured operator verifies the demo NGO (or, without its password
 * here, leaves it in the verification queue).
 */
export async function seed(options: SeedOptions): Promise<Omit<SeedOutcome, 'retiredDemoAdmin'>> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const startedAt = new Date(started);
  const operator = await withClient(options.mongoUrl, (client) =>
    findOperator(client, options.env ?? process.env),
  );
  const sessions = await Promise.all(
    DEMO_ACCOUNTS.map((account) => accountSession(options.url, account)),
  );
  const ngo = sessions.find((s) => s.account.role === 'ngo')!;
  if (!operator) await addDemoAdmin(options.mongoUrl);
  const verifier = operator ?? { email: DEMO_ADMIN.email, password: DEMO_PASSWORD };
  if (verifier.password)
    await verifyAsOperator(options.url, ngo._id, { ...verifier, password: verifier.password });
  else log(`  the demo NGO waits in the operator's verification queue (${verifier.email})`);
  const volunteers = sessions.filter((s) => s.account.role === 'volunteer');
  const reporters = sessions.filter((s) => s.account.role === 'user');
  const total = options.incidents ?? 48;
  const created: string[] = [];
  const held = new Map<string, number>();
  for (let i = 0; i < total; i += 1) {
    const reporter = reporters[i % reporters.length]!;
    const id = await createIncident(options.url, reporter, i);
    created.push(id);
    await advance(options.url, id, i, { ngo, volunteers, held });
    if ((i + 1) % 12 === 0) log(`  seeded ${i + 1}/${total} incidents`);
  }
  await spreadOverPastWeeks(options.mongoUrl, created);
  await forgetSeedInLimits(
    options.mongoUrl,
    startedAt,
    reporters.map((r) => r._id),
    volunteers.map((v) => v._id),
  );
  log(
    `Seeded ${sessions.length} demo accounts and ${total} incidents in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { seeded: true, demoAdmin: !operator, operator: operator?.email };
}

async function withClient<T>(mongoUrl: string, use: (client: MongoClient) => Promise<T>) {
  const client = await MongoClient.connect(mongoUrl);
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

async function api<T>(
  url: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

/** Registers the account (unless it exists), logs in and signs its documents. */
async function accountSession(url: string, account: DemoAccount): Promise<Session> {
  type Auth = { token: string; _id: string; requiresDocuments: boolean; message?: string };
  // A taken email gets a new account's answer (no account enumeration), with a token of no
  // session: the login that follows is what names the account and opens its session.
  let res = await api<Auth>(url, 'POST', '/api/users/register', undefined, {
    ...account,
    password: DEMO_PASSWORD,
  });
  if (res.status < 300)
    res = await api<Auth>(url, 'POST', '/api/users/login', undefined, {
      email: account.email,
      password: DEMO_PASSWORD,
    });
  if (res.status >= 300)
    throw new Error(`Seeding ${account.email} failed: ${res.status} ${res.body.message ?? ''}`);
  let token = res.body.token;
  if (res.body.requiresDocuments) {
    token = await signDocumentsLocally(url, {
      _id: res.body._id,
      token,
      role: account.role,
      name: account.name,
    });
  }
  return { _id: res.body._id, token, account };
}

/** The demo operator, made as `npm run admin -- create` makes one. */
async function addDemoAdmin(mongoUrl: string): Promise<void> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    await ensureAdminAccount(client.db(authDb()), { ...DEMO_ADMIN, password: DEMO_PASSWORD });
  } finally {
    await client.close();
  }
}

async function login(url: string, email: string, password: string): Promise<string> {
  const res = await api<{ token: string; message?: string }>(
    url,
    'POST',
    '/api/users/login',
    undefined,
    { email, password },
  );
  if (res.status !== 200)
    throw new Error(
      `Seeding: the operator ${email} could not log in: ${res.body.message ?? res.status}`,
    );
  return res.body.token;
}

/** The demo NGO has signed; the operator lets it in, through the console's API. */
async function verifyAsOperator(
  url: string,
  ngoId: string,
  operator: Required<Operator>,
): Promise<void> {
  const token = await login(url, operator.email, operator.password);
  const res = await api<{ message?: string }>(
    url,
    'POST',
    `/api/admin/ngos/${ngoId}/verify`,
    token,
  );
  if (res.status !== 200)
    throw new Error(
      `Seeding: verifying the demo NGO failed: ${res.status} ${res.body.message ?? ''}`,
    );
}

async function createIncident(url: string, reporter: Session, index: number): Promise<string> {
  const template = INCIDENT_TEMPLATES[index % INCIDENT_TEMPLATES.length]!;
  const city = CITIES[index % CITIES.length]!;
  const score = Math.min(10, Math.max(1, template.score + ((index % 3) - 1)));
  const data = {
    description: template.description,
    city: city.name,
    location: {
      // The city is its own field, shown after the address: not written twice.
      address: capitalised(template.place),
      ...seededPlace(city, index),
    },
    animalInfo: {
      description: template.animal,
      type: capitalised(template.type),
      aiSeverityAssessment: {
        score,
        category: template.category,
        assessmentDetails: template.details,
      },
    },
  };
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  if (index % 5 !== 4) {
    const photo = await illustrationJpeg(template.type);
    form.set(
      'animalPhoto',
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      `${template.type}.jpg`,
    );
  }
  const res = await api<{ incident: { _id: string }; message?: string }>(
    url,
    'POST',
    '/api/incidents/create',
    reporter.token,
    form,
  );
  if (res.status !== 201)
    throw new Error(`Seeding an incident failed: ${res.status} ${res.body.message ?? ''}`);
  return res.body.incident._id;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Moves the incident along: a third stays pending, others are taken, noted, resolved. */
async function advance(
  url: string,
  id: string,
  index: number,
  people: { ngo: Session; volunteers: Session[]; held: Map<string, number> },
): Promise<void> {
  const stage = index % 6;
  if (stage === 0) return; // pending, nobody on it yet
  if (stage === 3) {
    // Pending, and the NGO has said "We are handling this".
    await api(url, 'POST', `/api/ngo/incidents/${id}/handle`, people.ngo.token);
    return;
  }
  const incidentCity = findCity(CITIES[index % CITIES.length]!.name)!;
  const preferred =
    people.volunteers.find((v) => v.account.city === incidentCity.name) ??
    people.volunteers[index % people.volunteers.length]!;
  // A case left open with its volunteer (stages 1, 2) goes to one with room, else the NGO.
  const stays = stage !== 4;
  const hasRoom = (v: Session) => (people.held.get(v._id) ?? 0) < DEMO_VOLUNTEER_HELD_MAX;
  const volunteer = !stays || hasRoom(preferred) ? preferred : people.volunteers.find(hasRoom);
  if (stage === 5 || !volunteer) {
    await api(url, 'PUT', `/api/ngo/incidents/${id}/update`, people.ngo.token, {
      status: 'in progress',
      status_update: 'Status updated to in progress by NGO',
    });
    return;
  }
  await api(url, 'PUT', `/api/volunteer/incidents/${id}/volunteer/update`, volunteer.token);
  if (stays) people.held.set(volunteer._id, (people.held.get(volunteer._id) ?? 0) + 1);
  if (stage >= 2) {
    await api(url, 'POST', `/api/volunteer/incidents/${id}/notes`, volunteer.token, {
      text: 'Reached the spot, animal is calm. Arranging transport to the clinic.',
    });
  }
  if (stage === 4) {
    await api(url, 'PUT', `/api/ngo/incidents/${id}/update`, people.ngo.token, {
      status: 'resolved',
      status_update: 'Status updated to resolved by NGO',
    });
  }
}

/**
 * The seed goes through the public API like a person, so the API's abuse limits counted it:
 * its registrations used most of the hourly allowance of the address it ran from (the one
 * whoever tries the app locally uses too), and its reports most of each demo reporter's.
 * This operator-only step forgets those counts, each in its owner's database.
 */
async function forgetSeedInLimits(
  mongoUrl: string,
  since: Date,
  reporterIds: string[],
  volunteerIds: string[],
) {
  const client = await MongoClient.connect(mongoUrl);
  try {
    await client
      .db(authDb())
      .collection('rateLimitAttempts')
      .deleteMany({ key: { $regex: '^register:ip:' }, at: { $gte: since } });
    await client
      .db(incidentsDb())
      .collection(REPORT_QUOTA_COLLECTION)
      .deleteMany({ key: { $in: reporterIds.map(reportQuotaKey) } });
    await client
      .db(volunteerDb())
      .collection(TAKES_COLLECTION)
      .deleteMany({ key: { $in: volunteerIds.map(takeKey) } });
  } finally {
    await client.close();
  }
}

/**
 * The API stamps everything "now"; a demo reads better spread over three weeks. This
 * operator-only step shifts each seeded incident's timestamps back in the incidents
 * service's own database (no service reads another's data; the seed is not a service).
 */
async function spreadOverPastWeeks(mongoUrl: string, ids: string[]): Promise<void> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const collection = client.db(incidentsDb()).collection('incidents');
    for (const [i, id] of ids.entries()) {
      // Newest seeded incident stays a few minutes old; the oldest is about three weeks old.
      const shiftMs = (ids.length - i) * 10 * 60 * 60 * 1000 + (i % 7) * 17 * 60 * 1000;
      const doc = await collection.findOne({ _id: new ObjectId(id) });
      if (!doc) continue;
      const back = (d: unknown) => (d instanceof Date ? new Date(d.getTime() - shiftMs) : d);
      const update: Record<string, unknown> = {
        createdAt: back(doc.createdAt),
        updatedAt: back(doc.updatedAt),
      };
      // Case updates from before the structured history, and the history itself.
      if (Array.isArray(doc.caseUpdates))
        update.caseUpdates = (doc.caseUpdates as { timestamp: Date }[]).map((u) => ({
          ...u,
          timestamp: back(u.timestamp),
        }));
      if (Array.isArray(doc.history))
        update.history = (doc.history as { at: Date }[]).map((event) => ({
          ...event,
          at: back(event.at),
        }));
      if (doc.volunteerActivity)
        update.volunteerActivity = {
          ...doc.volunteerActivity,
          assignedAt: back(doc.volunteerActivity.assignedAt),
        };
      await collection.updateOne({ _id: doc._id }, { $set: update });
    }
    // Written behind the incidents service's back: its replicas read the collection again.
    await announceReload(client.db(incidentsDb()));
  } finally {
    await client.close();
  }
}
