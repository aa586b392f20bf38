import type { Incident, IncidentPage, MyIncidentsResponse, UserProfile } from '@rescue/contracts';
import {
  Router,
  callInternal,
  currentUser,
  forbidden,
  notFound,
  parseInput,
  parseObjectId,
  type AuthUser,
  type ServiceState,
} from '@rescue/service-kit';
import { toUserProfile } from '../domain/accounts';
import { incidentPageQuery, profileUpdateSchema } from '../domain/validation';
import type { AuthDeps } from './deps';
import { loadUser } from './load-user';

/** The path's user id, validated and in the canonical lower-case form token subjects use. */
const targetUserId = (raw: string | undefined) => parseObjectId(raw, 'user id').toHexString();

/** The owner, or any NGO (NGOs look up reporters and volunteers). */
const mayReadProfile = (viewer: AuthUser, userId: string) =>
  viewer.id === userId || viewer.role === 'ngo';

function requireOwner(viewer: AuthUser, userId: string, what: string): void {
  if (viewer.id !== userId) throw forbidden(`You can only ${what} your own account`);
}

/** /api/users/profile/:userId and /api/users/my-incidents/:userId. */
export function profileRouter({ config, users }: AuthDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();

  router.get('/api/users/profile/:userId', async (ctx) => {
    const viewer = currentUser(ctx);
    const userId = targetUserId(ctx.params.userId);
    if (!mayReadProfile(viewer, userId)) throw forbidden('You can only view your own profile');
    const body: UserProfile = toUserProfile(await loadUser(users, userId));
    ctx.body = body;
  });

  router.put('/api/users/profile/:userId', async (ctx) => {
    const viewer = currentUser(ctx);
    const userId = targetUserId(ctx.params.userId);
    requireOwner(viewer, userId, 'edit');
    const changes = parseInput(profileUpdateSchema, ctx.request.body);
    const updated = await users.updateProfile(parseObjectId(userId), changes);
    if (!updated) throw notFound('User not found');
    const body: UserProfile = toUserProfile(updated);
    ctx.body = body;
  });

  router.get('/api/users/my-incidents/:userId', async (ctx) => {
    const viewer = currentUser(ctx);
    const userId = targetUserId(ctx.params.userId);
    requireOwner(viewer, userId, 'list the incidents of');
    const page = await callInternal<{ data: Incident[] } & IncidentPage>(
      config.incidentsUrl,
      `/internal/incidents/by-reporter/${userId}${pageQueryString(ctx.query)}`,
      { internalApiKey: config.internalApiKey, requestId: ctx.state.requestId },
    );
    const body: MyIncidentsResponse = {
      success: true,
      data: page.data,
      nextCursor: page.nextCursor ?? null,
    };
    ctx.body = body;
  });

  return router;
}

/** Passes on the validated paging parameters only. */
function pageQueryString(query: unknown): string {
  const { limit, cursor } = parseInput(incidentPageQuery, query);
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}
