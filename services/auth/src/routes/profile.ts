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
  callInternal,
  notFound,
  operationRouter,
  parseObjectId,
  type AuthUser,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import type { AuthConfig } from '../config';
import { toPersonName, toUserProfile } from '../domain/accounts';
import type { AuthDeps } from './deps';
import { accountLoader } from './load-user';

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

/** The account the path names is the caller's own (the `self` rule), asked before the body. */
const pathAccount = { params: ({ id }: { id: string }) => ({ accountId: targetUserId(id) }) };

/** /api/users/profile/{id} and /api/users/my-incidents/{id}. */
export function profileRouter({ config, users, logger }: AuthDeps): Router<ServiceState> {
  const router = operationRouter({ loaders: { account: accountLoader(users) } });

  // Everyone logged in gets the name; contact details follow the relationship (policy.ts).
  router.route('profile.read', async ({ ctx, user: viewer, object: person }) => {
    const userId = person._id.toHexString();
    const tied = await tiedToIncident(config, viewer, userId, ctx.state.requestId);
    const body: UserProfile | PersonName = maySeeContactDetails(viewer, {
      accountId: userId,
      tiedToIncident: tied,
    })
      ? toUserProfile(person, { self: viewer.id === userId })
      : toPersonName(person);
    ctx.body = body;
  });

  router.route('profile.me', async ({ user }) => {
    const me = await users.findById(parseObjectId(user.id));
    if (!me) throw notFound('User not found');
    const body: UserProfile = toUserProfile(me, { self: true });
    return body;
  });

  router.route(
    'profile.update',
    async ({ ctx, input: { params, body: changes } }) => {
      const userId = targetUserId(params.id);
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
    },
    { facts: pathAccount },
  );

  router.route(
    'reports.mine',
    async ({ ctx, input: { params, query } }) => {
      const userId = targetUserId(params.id);
      const page = await callInternal<{ data: Incident[] } & IncidentPage>(
        config.incidentsUrl,
        `/internal/incidents/by-reporter/${userId}${pageQueryString(query)}`,
        { internalApiKey: config.internalApiKey, requestId: ctx.state.requestId },
      );
      const body: MyIncidentsResponse = {
        success: true,
        data: page.data,
        nextCursor: page.nextCursor ?? null,
      };
      ctx.body = body;
    },
    { facts: pathAccount },
  );

  return router.router;
}

/** Passes on the validated paging parameters only. */
function pageQueryString({ limit, cursor }: { limit?: number; cursor?: string }): string {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}
