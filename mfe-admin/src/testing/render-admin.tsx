// Test helpers of the operator console: the area mounted as the shell mounts it, a logged-in
// operator, and the API's shapes with overrides.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type {
  AdminAccount,
  AuditEntry,
  ModerationItem,
  NgoVerification,
  Role,
} from '@rescue/contracts';
import { sessionStore, toast } from '@rescue/web-kit';
import { renderArea } from '@rescue/web-kit/testing/render';
import { apiPath, recordPosts, server } from '@rescue/web-kit/testing/msw-server';
import App from '../app';

// Toasts live in one page-wide store: each test starts without the last one's.
afterEach(() => toast.remove());

export const ADMIN_ID = 'ad'.padEnd(24, '0');

export function loginAs(role: Role = 'admin', name = 'Meera Operator', id = ADMIN_ID): void {
  sessionStore.login({ token: `${role}-token`, _id: id, role, name });
}

/** The whole console at `route` (a path under /admin). */
export const renderAdmin = (route = '/admin') => renderArea(<App />, '/admin', route);

/** The toast with this text. */
export { findToast } from '@rescue/web-kit/testing/render';

/**
 * Answers a console list (GET `path`) with the items for the value of its query `param` (none for
 * a value not given); returns the values asked, in order.
 */
export function serveListBy<T>(path: string, param: string, byValue: Record<string, T[]>) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(apiPath(path), ({ request }) => {
      const value = new URL(request.url).searchParams.get(param);
      asked.push(value);
      return HttpResponse.json({ data: byValue[value ?? ''] ?? [] } as JsonBodyType);
    }),
  );
  return asked;
}

/** Answers an operator's decision (POST `path`) with `answer`; returns the JSON bodies sent. */
export const answerDecision = (path: string, answer: JsonBodyType) =>
  recordPosts(path, () => HttpResponse.json(answer));

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}${counter.toString(16).padStart(24 - prefix.length, '0')}`;
};

const SIGNED_AT = '2026-11-20T09:30:00.000Z';

export function verification(overrides: Partial<NgoVerification> = {}): NgoVerification {
  return {
    state: 'pending',
    signedAt: SIGNED_AT,
    decidedAt: null,
    decidedBy: null,
    reason: null,
    ...overrides,
  };
}

export function account(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    _id: nextId('ac'),
    name: 'Asha Rao',
    email: 'asha@example.org',
    role: 'user',
    city: 'Pune',
    phoneNumber: '+91 90000 11111',
    address: '4 Station Road',
    state: 'active',
    suspension: null,
    documentsSigned: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function ngo(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return account({
    name: 'Paws Trust',
    email: 'hello@paws.example.org',
    role: 'ngo',
    ngoDetails: {
      registrationNumber: 'MH/2019/0042',
      organizationType: 'Charitable trust',
      operatingAreas: ['Pune', 'Mumbai'],
    },
    verification: verification(),
    ...overrides,
  });
}

export function report(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    _id: nextId('64d'),
    description: 'Dog hit by a scooter near the station',
    animalDescription: 'Brown dog, back leg hurt',
    city: 'Pune',
    address: '4 Station Road',
    status: 'pending',
    photo: 'dog.jpg',
    reporterName: 'Ravi Kumar',
    reportedBy: 'ab'.padEnd(24, '1'),
    createdAt: '2026-11-21T08:00:00.000Z',
    moderation: { hidden: false, hiddenReason: null, hiddenAt: null, duplicateOf: null },
    flags: [],
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: nextId('au'),
    at: '2026-11-21T12:00:00.000Z',
    actor: { id: ADMIN_ID, name: 'Meera Operator' },
    action: 'ngo.verify',
    target: {
      kind: 'account',
      id: 'ac'.padEnd(24, '0'),
      label: 'Paws Trust <hello@paws.example.org>',
    },
    reason: null,
    ...overrides,
  };
}
