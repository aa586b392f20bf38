import { ROLES, type Role } from '@rescue/contracts';

/** The localStorage keys of the session (spec section 3). */
export const SESSION_KEYS = {
  token: 'token',
  userName: 'userName',
  userRole: 'userRole',
  userId: 'userId',
} as const;

export interface SessionUser {
  id: string;
  name: string;
  role: Role;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** What login and registration responses carry. */
export interface SessionGrant {
  token: string;
  _id: string;
  role: Role;
  name: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshotKey: string | undefined;
let snapshot: Session | null = null;

/** The stored role, if it is one; anything else reads as the plain user role. */
function toRole(value: string | null): Role {
  return ROLES.find((role) => role === value) ?? 'user';
}

/**
 * The stored session, or null. A visitor is logged in when a token and a user name are
 * stored (spec section 3). localStorage stays the one source of truth, so another tab's
 * login or logout is seen too; the object is reused while nothing changed, as React's
 * useSyncExternalStore requires.
 */
function read(): Session | null {
  const values = Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key));
  const key = JSON.stringify(values);
  if (key === snapshotKey) return snapshot;
  const [token, name, role, id] = values;
  snapshotKey = key;
  snapshot =
    token && name ? { token, user: { id: id ?? '', name, role: toRole(role ?? null) } } : null;
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: read,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stores what the server granted at login or registration. */
  login(grant: SessionGrant): void {
    localStorage.setItem(SESSION_KEYS.token, grant.token);
    localStorage.setItem(SESSION_KEYS.userName, grant.name);
    localStorage.setItem(SESSION_KEYS.userRole, grant.role);
    localStorage.setItem(SESSION_KEYS.userId, grant._id);
    notify();
  },
  /** Clears every stored value; navigation is the caller's (see useSession). */
  clear(): void {
    for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
    notify();
  },
  /** Re-reads storage after another tab changed it. */
  notify,
};
