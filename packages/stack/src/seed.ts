import { readFileSync } from 'node:fs';
import { CITIES, findCity, type InternalUser } from '@rescue/contracts';
import { HttpError, callInternal } from '@rescue/service-kit';
import { loadOrCreateSecrets } from './keys';
import type { RunningStack } from './orchestrator';
import { illustrationJpeg } from './seed-illustrations';
import { signDocumentsLocally } from './signing-client';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_EMAIL_DOMAIN,
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
  /**
   * Each service's direct URLs: emptiness checks and the operator-only steps (the demo
   * operator, back-dating, forgetting the seed in the limits) go to their internal
   * endpoints, never into their databases.
   */
  services: Pick<RunningStack['services'], 'auth' | 'incidents' | 'volunteer'>;
  /** The data folder whose secrets hold the internal key (INTERNAL_API_KEY in env wins). */
  dataDir: string;
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
  /** Other demo accounts (published password) that were admins, demoted by the operator now. */
  demotedDemoAdmins?: string[];
  /** Demo accounts still admins beside the operator (its password is not known here). */
  demoAdminsLeft?: string[];
}

interface Operator {
  email: string;
  /** Absent when the operator exists only in the database (`npm run admin -- create`). */
  password?: string;
}

type Target = Pick<SeedOptions, 'services' | 'dataDir' | 'env'>;

/** The services' internal endpoints, with the internal key the services share. */
function internalApi(target: Target) {
  const internalApiKey = loadOrCreateSecrets(
    target.dataDir,
    target.env ?? process.env,
  ).internalApiKey;
  const call = <T>(
    service: keyof Target['services'],
    path: string,
    method = 'GET',
    body?: unknown,
  ) =>
    // Every replica: a call goes on to another while one restarts (peer-replicas.ts).
    callInternal<T>(target.services[service].join(','), path, { internalApiKey, method, body });
  return {
    call,
    /** The account with this email, if any. */
    async user(email: string): Promise<InternalUser | undefined> {
      try {
        return await call<InternalUser>(
          'auth',
          `/internal/users/by-email/${encodeURIComponent(email)}`,
        );
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}
type InternalApi = ReturnType<typeof internalApi>;
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
async function findOperator(
  internal: InternalApi,
  env: NodeJS.ProcessEnv,
): Promise<Operator | undefined> {
  const configured = operatorFromEnv(env);
  if (configured) return configured;
  const admins = await internal.call<{ data: { email: string }[] }>('auth', '/internal/admins');
  const other = admins.data.find((admin) => admin.email !== DEMO_ADMIN.email);
  return other ? { email: other.email } : undefined;
}

/** The demo operator's account, when it exists and is an operator. */
async function demoAdminAccount(internal: InternalApi) {
  const account = await internal.user(DEMO_ADMIN.email);
  return account?.role === 'admin' ? account : undefined;
}

/**
 * Whatever the seed setting: with an operator configured, a demo operator an earlier run made
 * is deleted. Says who the operator is and whether the demo operator exists now.
 */
export async function checkDemoOperator(
  options: Pick<SeedOptions, 'url' | 'services' | 'dataDir' | 'env'>,
): Promise<
  Pick<
    SeedOutcome,
    'operator' | 'demoAdmin' | 'retiredDemoAdmin' | 'demotedDemoAdmins' | 'demoAdminsLeft'
  >
> {
  const internal = internalApi(options);
  const operator = await findOperator(internal, options.env ?? process.env);
  const retiredDemoAdmin = operator
    ? await retireDemoAdmin(internal, options.url, operator)
    : false;
  const { demoted: demotedDemoAdmins, left: demoAdminsLeft } = operator
    ? await demoteDemoAdmins(internal, options.url, operator)
    : { demoted: [], left: [] };
  const demoAdmin = !!(await demoAdminAccount(internal));
  return {
    operator: operator?.email,
    demoAdmin,
    retiredDemoAdmin,
    demotedDemoAdmins,
    demoAdminsLeft,
  };
}

/**
 * Seeds the demo data when the database holds no incident and no demo account (other accounts,
 * such as the configured operator, do not make it "not empty"), after checkDemoOperator.
 */
export async function seedIfEmpty(options: SeedOptions): Promise<SeedOutcome> {
  const operator = await checkDemoOperator(options);
  const internal = internalApi(options);
  const [found, { count: incidents }] = await Promise.all([
    Promise.all(DEMO_EMAILS.map((email) => internal.user(email))),
    internal.call<{ count: number }>('incidents', '/internal/incidents/count'),
  ]);
  const demoAccounts = found.filter(Boolean).length;
  if (demoAccounts > 0 || incidents > 0) {
    const skipped =
      demoAccounts > 0 ? 'the demo accounts exist' : `the database holds ${incidents} incidents`;
    return { seeded: false, skipped, ...operator };
  }
  const outcome = await seed(options);
  return {
    ...outcome,
    retiredDemoAdmin: operator.retiredDemoAdmin,
    demotedDemoAdmins: operator.demotedDemoAdmins,
    demoAdminsLeft: operator.demoAdminsLeft,
  };
}

/**
 * A database an operator runs must not keep an admin whose password the README publishes: the
 * configured operator deletes the demo operator an earlier run made, through the console's API
 * (its sessions end, the audit log says who). An operator made with `npm run admin` (no
 * password here) is told instead, by the banner.
 */
async function retireDemoAdmin(
  internal: InternalApi,
  url: string,
  operator: Operator,
): Promise<boolean> {
  const demo = await demoAdminAccount(internal);
  if (!demo || !operator.password) return false;
  const token = await login(url, operator.email, operator.password);
  const res = await api<{ message?: string }>(
    url,
    'DELETE',
    `/api/admin/accounts/${demo._id}`,
    token,
  );
  if (res.status !== 200)
    throw new Error(`Deleting the demo operator failed: ${res.status} ${res.body.message ?? ''}`);
  return true;
}

/**
 * Any demo account shares the published password, so none may stay an admin once an operator
 * is configured (the demo operator could promote one, e.g. arjun@, before ADMIN_EMAIL was set):
 * the configured operator gives each back its seeded role (else user) through the console's
 * API, so its sessions end and the audit log says who. An operator made with `npm run admin`
 * (no password here) cannot: those left are returned for the banner's warning.
 */
async function demoteDemoAdmins(
  internal: InternalApi,
  url: string,
  operator: Operator,
): Promise<{ demoted: string[]; left: string[] }> {
  const admins = await internal.call<{ data: { _id: string; email: string }[] }>(
    'auth',
    '/internal/admins',
  );
  const demo = admins.data.filter(
    (admin) =>
      admin.email.toLowerCase().endsWith(DEMO_EMAIL_DOMAIN) &&
      admin.email !== DEMO_ADMIN.email &&
      admin.email !== operator.email.toLowerCase(),
  );
  const emails = demo.map((admin) => admin.email);
  if (!demo.length || !operator.password) return { demoted: [], left: emails };
  const token = await login(url, operator.email, operator.password);
  for (const admin of demo) {
    const seeded = DEMO_ACCOUNTS.find((account) => account.email === admin.email)?.role;
    const role = seeded && seeded !== 'admin' ? seeded : 'user';
    const res = await api<{ message?: string }>(
      url,
      'PUT',
      `/api/admin/accounts/${admin._id}/role`,
      token,
      { role },
    );
    if (res.status !== 200)
      throw new Error(`Demoting ${admin.email} failed: ${res.status} ${res.body.message ?? ''}`);
  }
  return { demoted: emails, left: [] };
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
  const internal = internalApi(options);
  const operator = await findOperator(internal, options.env ?? process.env);
  const sessions = await Promise.all(
    DEMO_ACCOUNTS.map((account) => accountSession(options.url, account)),
  );
  const ngo = sessions.find((s) => s.account.role === 'ngo')!;
  // The demo operator, made as `npm run admin -- create` makes one.
  if (!operator)
    await internal.call('auth', '/internal/admins', 'POST', {
      ...DEMO_ADMIN,
      password: DEMO_PASSWORD,
    });
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
  await spreadOverPastWeeks(internal, created);
  await forgetSeedInLimits(
    internal,
    started,
    reporters.map((r) => r._id),
    volunteers.map((v) => v._id),
  );
  log(
    `Seeded ${sessions.length} demo accounts and ${total} incidents in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { seeded: true, demoAdmin: !operator, operator: operator?.email };
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
 * whoever tries the app locally uses too), its reports most of each demo reporter's, and its
 * takes part of each demo volunteer's. This operator-only step has each owning service
 * forget those counts (their internal endpoints).
 */
async function forgetSeedInLimits(
  internal: InternalApi,
  since: number,
  reporterIds: string[],
  volunteerIds: string[],
) {
  await Promise.all([
    internal.call('auth', `/internal/registrations/attempts?since=${since}`, 'DELETE'),
    ...reporterIds.map((id) =>
      internal.call('incidents', `/internal/people/${id}/report-quota`, 'DELETE'),
    ),
    ...volunteerIds.map((id) =>
      internal.call('volunteer', `/internal/volunteers/${id}/takes`, 'DELETE'),
    ),
  ]);
}

/**
 * The API stamps everything "now"; a demo reads better spread over three weeks. This
 * operator-only step has the incidents service move each seeded incident's times back (its
 * internal back-date, logged like any change: every replica's working set follows).
 */
async function spreadOverPastWeeks(internal: InternalApi, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    // Newest seeded incident stays a few minutes old; the oldest is about three weeks old.
    const ms = (ids.length - i) * 10 * 60 * 60 * 1000 + (i % 7) * 17 * 60 * 1000;
    await internal.call('incidents', `/internal/incidents/${id}/backdate`, 'POST', { ms });
  }
}
