import {
  contactDependsOnTies,
  isTiedToIncident,
  maySeeContactDetails,
  type Incident,
  type IncidentPage,
  type MyIncidentsResponse,
  type PersonName,
  type PersonTies,
  type UserProfile,
} from '@rescue/contracts';
import {
  Router,
  authorize,
  authorizeRole,
  callInternal,
  notFound,
  parseInput,
  parseObjectId,
  type AuthUser,
  type ServiceState,
} from '@rescue/service-kit';
import type { AuthConfig } from '../config';
import { toPersonName, toUserProfile } from '../domain/accounts';
import { myIncidentsQuerySchema, updateProfileRequestSchema } from '@rescue/contracts';
import type { AuthDeps } from './deps';
import { loadUser } from './load-user';

/** The path's user id, validated and in the canonical lower-case form token subjects use. */
const targetUserId = (raw: string | undefined) => parseObjectId(raw, 'user id').toHexString();

/**
 * Whether the person is tied to an incident (its reporter, or the volunteer holding it): asked
 * of the incidents service only when it decides anything, i.e. for a verified NGO.
 */
async function tiedToIncident(
  config: AuthConfig,
  viewer: AuthUser,
  userId: string,
  requestId: string,
) {
  if (!contactDependsOnTies(viewer, userId)) return false;
  const ties = await callInternal<PersonTies>(
    config.incidentsUrl,
    `/internal/people/${userId}/ties`,
    {
      internalApiKey: config.internalApiKey,
      requestId,
    },
  );
  return isTiedToIncident(ties);
}

/** /api/users/profile/:userId and /api/users/my-incidents/:userId. */
export function profileRouter({ config, users, logger }: AuthDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();

  // Everyone logged in gets the name; contact details follow the relationship (policy.ts).
  router.get('/api/users/profile/:userId', async (ctx) => {
    const viewer = authorize(ctx, 'profile.read');
    const userId = targetUserId(ctx.params.userId);
    const person = await loadUser(users, userId);
    const tied = await tiedToIncident(config, viewer, userId, ctx.state.requestId);
    const body: UserProfile | PersonName = maySeeContactDetails(viewer, {
      accountId: userId,
      tiedToIncident: tied,
    })
      ? toUserProfile(person, { self: viewer.id === userId })
      : toPersonName(person);
    ctx.body = body;
  });

  router.put('/api/users/profile/:userId', async (ctx) => {
    authorizeRole(ctx, 'profile.update'); // a 401 before any word about the id
    const userId = targetUserId(ctx.params.userId);
    authorize(ctx, 'profile.update', { accountId: userId });
    const changes = parseInput(updateProfileRequestSchema, ctx.request.body);
    const id = parseObjectId(userId);
    // The simpler of the two sound options: the operator reviews a verified NGO's new name
    // as it reviewed the first (the NGO is pending again), rather than a second, public name.
    if (changes.name !== undefined && (await users.requeueRenamedNgo(id, changes.name))) {
      logger.info(
        { userId, requestId: ctx.state.requestId },
        'verified NGO renamed: back to review',
      );
    }
    const updated = await users.updateProfile(id, changes);
    if (!updated) throw notFound('User not found');
    const body: UserProfile = toUserProfile(updated, { self: true });
    ctx.body = body;
  });

  router.get('/api/users/my-incidents/:userId', async (ctx) => {
    authorizeRole(ctx, 'reports.mine');
    const userId = targetUserId(ctx.params.userId);
    authorize(ctx, 'reports.mine', { accountId: userId });
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
  const { limit, cursor } = parseInput(myIncidentsQuerySchema, query);
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}
