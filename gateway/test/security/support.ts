// Shared by the OWASP API Security Top 10 (2023) tests: the operations of the OpenAPI
// document, a request that each operation accepts, and a small world of accounts and
// incidents to aim them at. Driven by the document, so a new endpoint is covered as soon
// as it is documented.
import { randomInt } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { DOCUMENT_TYPES, POLICY, ROLES, type Role, type ServiceName } from '@rescue/contracts';
import { buildOpenApiDocument } from '@rescue/contracts/openapi';
import { serviceForPath } from '../../src/routes';
import { request, type ApiResponse } from '@rescue/testkit/http';
import { reportData, reportForm } from '@rescue/testkit/reports';
import type { TestStack } from '@rescue/testkit/stack';
import { client } from '@rescue/testkit/http';
import { TEST_ADMIN, registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';

export { ROLES };
export type Caller = Role | 'anonymous';
export const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string; enum?: unknown[]; minimum?: number };
}

interface OperationObject {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, unknown>;
}

export interface Operation {
  method: string;
  /** The document's path template, e.g. /api/incidents/{id}. */
  template: string;
  /** `GET /api/incidents/{id}` */
  label: string;
  secured: boolean;
  pathParams: Parameter[];
  /** The service that owns the path (the gateway's routing table). */
  service: ServiceName;
  op: OperationObject;
}

export const openApi = buildOpenApiDocument();
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Every operation of the OpenAPI document. */
export function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [template, item] of Object.entries(openApi.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue; // a path item's summary, parameters...
      const op = raw as OperationObject;
      const service = serviceForPath(template.replace(/\{[^}]+\}/g, 'x'));
      if (!service) throw new Error(`The gateway routes no service for ${template}`);
      list.push({
        method: method.toUpperCase(),
        template,
        label: `${method.toUpperCase()} ${template}`,
        secured: Array.isArray(op.security) && op.security.length > 0,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
        service,
        op,
      });
    }
  }
  return list;
}

/**
 * Which roles may call an operation at all (function level): the contracts' POLICY table, the
 * same one the services enforce. A secured operation of the document that the table does not
 * name fails here, so nothing is documented without a rule.
 */
export function allowedRoles(operation: Operation): readonly Role[] | 'public' {
  if (!operation.secured) return 'public';
  const entry = Object.values(POLICY).find(
    (candidate) => candidate.method === operation.method && candidate.path === operation.template,
  );
  if (!entry) throw new Error(`${operation.label} is secured but not in the contracts' POLICY`);
  return entry.roles;
}

/** A user id or an incident id? Decided by the parameter's name and description. */
export function paramKind(param: Parameter): 'user' | 'incident' | 'photo' | 'token' {
  if (param.name === 'photo') return 'photo';
  if (param.name === 'token') return 'token';
  if (
    /user/i.test(param.name) ||
    /\b(user|account)('s)? id\b|account's id/i.test(param.description ?? '')
  )
    return 'user';
  return 'incident';
}

export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}

/** The operation's required query parameters with values it accepts ('' when none). */
export function exampleQuery(operation: Operation): string {
  const query = new URLSearchParams();
  for (const param of operation.op.parameters ?? []) {
    if (param.in !== 'query' || !param.required) continue;
    const known: Record<string, string> = { city: 'Pune', lat: '18.5204', lng: '73.8567' };
    const { schema } = param;
    query.set(
      param.name,
      known[param.name] ??
        String(schema?.enum?.[0] ?? (schema?.type === 'string' ? 'x' : (schema?.minimum ?? 1))),
    );
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

let unique = 0;

/** A report's data with `marker` in its descriptions, to find it wherever it leaks. */
export const incidentData = (marker = 'Brown dog limping on its front leg') =>
  reportData({
    description: `Dog hit by a scooter: ${marker}`,
    animalInfo: { description: marker },
  });

export interface Body {
  json?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * A body the operation accepts, chosen by its request schema (JSON preferred over
 * multipart); an unknown schema gets `{}` (a 400 at worst, which is neither 401 nor 403).
 */
export function exampleBody(operation: Operation, caller?: TestUser): Body | undefined {
  const content = operation.op.requestBody?.content;
  if (!content) return undefined;
  if (content['application/x-www-form-urlencoded']) {
    return {
      raw: new URLSearchParams({ fullName: 'Security Tester', consent: 'on' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  const schema = (content['application/json'] ?? Object.values(content)[0])?.schema;
  const name = schema?.$ref?.split('/').pop();
  unique += 1;
  switch (name) {
    case 'RegisterRequest':
      return {
        json: {
          name: `Registered ${unique}`,
          email: `sec.${unique}.${Date.now()}@example.org`,
          password: 'correct horse battery staple',
          city: 'Pune',
          phoneNumber: '+91 98765 43210',
          address: '1 Test Road',
        },
      };
    case 'LoginRequest':
      return {
        json: { email: caller?.email ?? 'nobody@example.org', password: caller?.password ?? 'x' },
      };
    case 'UpdateProfileRequest':
      return { json: { address: `${unique} Updated Road` } };
    case 'CreateIncidentData':
      return { json: incidentData() };
    case 'ReasonRequest':
    case 'FlagRequest':
      return { json: { reason: 'Checked by the security tests' } };
    case 'RoleChangeRequest':
      // The caller's own role: aimed at an account of that role it is a 409, so no test
      // account loses its role or its sessions.
      return { json: { role: caller?.role ?? 'user' } };
    case 'DuplicateOfRequest':
      return { json: { of: null } };
    case 'StatusUpdateRequest':
      return { json: { status: 'in progress' } };
    case 'SeverityReviewRequest':
      return { json: { category: 'CRITICAL', reason: 'Checked by the security tests' } };
    case 'VolunteerCaseNoteRequest':
      return { json: { text: 'Checked on the dog, it is eating' } };
    case 'SigningUrlRequest':
      return {
        json: {
          userId: caller?._id ?? '000000000000000000000000',
          documentType:
            operation.template === '/api/docusign/create-ngo-signing-url'
              ? DOCUMENT_TYPES.ngo
              : DOCUMENT_TYPES.volunteer,
        },
      };
    default:
      return operation.method === 'GET' ? undefined : { json: {} };
  }
}

/** Calls one operation of the document on a base URL (the gateway or a service). */
export function callOperation(
  baseUrl: string,
  operation: Operation,
  options: { path: string; token?: string; body?: Body; headers?: Record<string, string> },
): Promise<ApiResponse> {
  return request(baseUrl, operation.method, options.path, {
    token: options.token,
    json: options.body?.json,
    raw: options.body?.raw,
    headers: { ...options.body?.headers, ...options.headers },
  });
}

/** The operation's path with these {param} values and the query it requires. */
export const examplePath = (operation: Operation, values: Record<string, string>): string =>
  fillPath(operation.template, values) + exampleQuery(operation);

/** Calls the operation on `path` with a body it accepts, written for the caller `as`. */
export function callExample(
  baseUrl: string,
  operation: Operation,
  { path, token, as }: { path: string; token?: string; as?: TestUser },
): Promise<ApiResponse> {
  return callOperation(baseUrl, operation, { path, token, body: exampleBody(operation, as) });
}

/** A JPEG made on the spot (no fixture files). */
export async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#2563eb' } })
    .jpeg()
    .toBuffer();
}

export async function reportIncident(
  stack: TestStack,
  reporter: TestUser,
  options: { marker?: string; photo?: Buffer } = {},
): Promise<{ _id: string; animalInfo: { photo: string | null } }> {
  const res = await request(stack.url, 'POST', '/api/incidents/create', {
    token: reporter.token,
    form: reportForm(incidentData(options.marker), options.photo),
  });
  if (res.status !== 201)
    throw new Error(`report failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.incident;
}

export async function takeCase(stack: TestStack, volunteer: TestUser, id: string) {
  const res = await request(stack.url, 'PUT', `/api/volunteer/incidents/${id}/volunteer/update`, {
    token: volunteer.token,
  });
  if (res.status !== 200) throw new Error(`take failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * A new case that `ngo` has asked `volunteer` to take (issue 31's dispatch), the volunteer put
 * on duty first: what only the asked volunteer may accept or decline.
 */
export async function dispatchedCase(
  stack: TestStack,
  { reporter, ngo, volunteer }: { reporter: TestUser; ngo: TestUser; volunteer: TestUser },
): Promise<string> {
  const duty = await request(stack.url, 'PUT', '/api/volunteer/duty', {
    token: volunteer.token,
    json: { onDuty: true },
  });
  if (duty.status !== 200)
    throw new Error(`duty failed: ${duty.status} ${JSON.stringify(duty.body)}`);
  const { _id: id } = await reportIncident(stack, reporter);
  const res = await request(stack.url, 'POST', `/api/ngo/incidents/${id}/dispatch`, {
    token: ngo.token,
    json: { volunteerId: volunteer._id },
  });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`dispatch failed: ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

export async function addNote(stack: TestStack, volunteer: TestUser, id: string, text: string) {
  const res = await request(stack.url, 'POST', `/api/volunteer/incidents/${id}/notes`, {
    token: volunteer.token,
    json: { text },
  });
  if (res.status !== 200) throw new Error(`note failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export type Account = TestUser & { phoneNumber: string };

/** Signed accounts of every role (documents signed, so only the rule under test decides). */
export async function accountsOfEveryRole(
  stack: TestStack,
  label: string,
): Promise<Record<Role, Account>> {
  // A phone number of its own per account, so a leak of it can be looked for in any body.
  const phone = () => `+91 9${randomInt(100_000_000, 999_999_999)}`;
  const make = async (role: Role) => {
    const phoneNumber = phone();
    const overrides = { name: `${label} ${role}`, phoneNumber };
    const account =
      role === 'user'
        ? await registerUser(stack, role, overrides)
        : await registerSignedUser(stack, role, overrides);
    return { ...account, phoneNumber };
  };
  const [user, volunteer, ngo] = await Promise.all(
    (['user', 'volunteer', 'ngo'] as const).map(make),
  );
  return { user: user!, volunteer: volunteer!, ngo: ngo!, admin: await operator(stack) };
}

/** The stack's operator account (there is one; it is made from configuration). */
export async function operator(stack: TestStack): Promise<Account> {
  const res = await client(stack.url).post('/api/users/login', { json: TEST_ADMIN });
  if (res.status !== 200) throw new Error(`operator login failed: ${res.status}`);
  return {
    _id: res.body._id,
    token: res.body.token,
    role: 'admin',
    name: res.body.name,
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
    city: 'Mumbai',
    phoneNumber: '',
  };
}

/** Calls that end or rotate the session they are made with (each needs a session of its own). */
export const ENDS_ITS_SESSION = new Set([
  'POST /api/users/refresh-token',
  'POST /api/users/logout',
]);

/** A new session of the account: for calls that end the one they are made with. */
export async function freshToken(stack: TestStack, account: Pick<Account, 'email' | 'password'>) {
  const res = await client(stack.url).post('/api/users/login', {
    json: { email: account.email, password: account.password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.token as string;
}

/** JSON error bodies are {message}, with a message a person can read. */
export function expectJsonError(res: ApiResponse): void {
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(typeof res.body?.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
}

/**
 * One call with node:http, for what fetch refuses to send (TRACE) or to parse (HEAD of a
 * JSON answer). The body is parsed as JSON when it is JSON.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    // Without a length, node sends a DELETE's body unframed (it does not chunk DELETE).
    if (options.body !== undefined)
      headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = http.request(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined)
            headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        if ((res.headers['content-type'] ?? '').includes('application/json') && text) {
          body = JSON.parse(text);
        }
        resolve({ status: res.statusCode ?? 0, headers, body });
      });
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.end(options.body);
  });
}
