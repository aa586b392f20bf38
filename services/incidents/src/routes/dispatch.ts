// The NGO asks one on-duty volunteer to take a case (issue 31): the candidates, nearest first
// with their load, and the request. Who is on duty is the notifications service's (PUT
// /api/volunteer/duty), the cap on open cases the volunteer service's; the request itself is
// decided here under the incident's lock (domain/dispatch.ts), and the volunteer's answer
// comes through the volunteer service (internal.incidents.dispatchAnswer).
import {
  DISPATCH_CANDIDATES_MAX,
  DISPATCH_SENT_MESSAGE,
  VOLUNTEER_FULL_MESSAGE,
  VOLUNTEER_OFF_DUTY_MESSAGE,
  distanceKm,
  incidentFacts,
  type CaseActionResponse,
  type DispatchCandidatesResponse,
} from '@rescue/contracts';
import {
  authUsersClient,
  callInternal,
  conflict,
  notFound,
  operationRouter,
  parseObjectId,
  recentAccounts,
  type AuthUser,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { takeWithinCap } from '../domain/case-actions';
import { acceptDispatch, declineDispatch, requestDispatch } from '../domain/dispatch';
import { toIncident, toIncidentFor } from '../domain/incident-view';
import type { IncidentDoc } from '../store/incident-doc';
import type { IncidentsDeps } from './deps';
import { INCIDENT_NOT_FOUND, loadIncident, type IncidentObjects } from './load-incident';
import { answerRefusals } from './refusals';

interface OnDuty {
  volunteerId: string;
  lat: number;
  lng: number;
  approximate: boolean;
}

/** An operating area or city as free text: one spelling whatever its case and spaces. */
const areaKey = (area: string) => area.trim().toLowerCase().replace(/\s+/g, ' ');

export function dispatchRouter({ config, incidents }: IncidentsDeps): Router<ServiceState> {
  const key = config.internalApiKey;
  const users = authUsersClient(config.authUrl, key);
  // An NGO's areas and a volunteer's name, asked of auth at most every 30 s per account.
  const accounts = recentAccounts(users);

  /** Whether the case's city is one of the NGO's operating areas or its own city. */
  async function covers(ngo: AuthUser, doc: IncidentDoc, requestId: string): Promise<boolean> {
    const account = await accounts.get(ngo.id, requestId);
    const areas = [account.city, ...(account.operatingAreas ?? [])].filter(Boolean).map(areaKey);
    return areas.includes(areaKey(doc.city));
  }

  const routes = operationRouter<IncidentObjects>({
    loaders: {
      // The policy's verifiedNgoCovering needs to know whether the caller covers the case.
      incident: async (id, ctx) => {
        const doc = await loadIncident(incidents, id);
        const user = ctx.state.user;
        const coveredByCaller =
          user?.role === 'ngo' && user.verification === 'verified'
            ? await covers(user, doc, ctx.state.requestId)
            : false;
        return { object: doc, facts: { ...incidentFacts(doc), coveredByCaller } };
      },
    },
    internalApiKey: key,
  });
  routes.router.use(answerRefusals);

  const onDuty = async (requestId: string, volunteerIds?: string[]) =>
    (
      await callInternal<{ data: OnDuty[] }>(
        config.notificationsUrl,
        '/internal/volunteers/on-duty',
        {
          internalApiKey: key,
          requestId,
          method: 'POST',
          body: volunteerIds ? { volunteerIds } : {},
          // A read sent as POST (the ids are many): another replica may answer it.
          idempotent: true,
        },
      )
    ).data;
  const capacity = (volunteerIds: string[], requestId: string) =>
    callInternal<{ full: string[]; maxOpenCases: number }>(
      config.volunteerUrl,
      '/internal/volunteers/full',
      { internalApiKey: key, requestId, method: 'POST', body: { volunteerIds }, idempotent: true },
    );

  routes.route('incidents.dispatchCandidates', async ({ ctx, object: doc }) => {
    const requestId = ctx.state.requestId;
    const at: [number, number] = [doc.location.lng, doc.location.lat];
    const nearest = (await onDuty(requestId))
      .map((duty) => ({ duty, km: distanceKm([duty.lng, duty.lat], at) }))
      .sort((a, b) => a.km - b.km);
    const ids = nearest.map(({ duty }) => duty.volunteerId);
    const [{ full, maxOpenCases }, held] = await Promise.all([
      capacity(ids, requestId),
      incidents.heldOpenCounts(ids),
    ]);
    const room = nearest.filter(({ duty }) => !full.includes(duty.volunteerId));
    const chosen = room.slice(0, DISPATCH_CANDIDATES_MAX);
    const names = await Promise.all(
      chosen.map(({ duty }) =>
        accounts.get(duty.volunteerId, requestId).then((account) => account.name),
      ),
    );
    const body: DispatchCandidatesResponse = {
      success: true,
      data: chosen.map(({ duty, km }, index) => ({
        volunteerId: duty.volunteerId,
        name: names[index]!,
        distanceKm: Math.round(km * 10) / 10,
        approximate: duty.approximate,
        heldCases: held.get(duty.volunteerId) ?? 0,
      })),
      maxCases: maxOpenCases,
    };
    return body;
  });

  routes.route('incidents.dispatch', async ({ ctx, input: { body }, user: ngo, object: doc }) => {
    const requestId = ctx.state.requestId;
    const volunteerId = body.volunteerId;
    // On duty now (an unknown id, or another role, never is), and with room for a case.
    const [duty] = await onDuty(requestId, [volunteerId]);
    if (!duty) throw conflict(VOLUNTEER_OFF_DUTY_MESSAGE);
    const { full } = await capacity([volunteerId], requestId);
    if (full.includes(volunteerId)) throw conflict(VOLUNTEER_FULL_MESSAGE);
    const volunteer = { id: volunteerId, name: (await accounts.get(volunteerId, requestId)).name };
    // Decided again under the lock: taken, resolved or hidden meanwhile is refused there.
    const updated = await incidents.update(doc._id, requestDispatch(ngo, volunteer, new Date()));
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    const answer: CaseActionResponse = {
      success: true,
      message: DISPATCH_SENT_MESSAGE,
      incident: toIncidentFor(ngo, updated),
    };
    return answer;
  });

  // The volunteer service passes on the asked volunteer's answer; accepting is their take,
  // under the cap (takeWithinCap), with the same refusals.
  routes.route('internal.incidents.dispatchAnswer', async ({ input }) => {
    const id = parseObjectId(input.params.id, 'incident id');
    const { volunteerId, volunteerName, accept, maxHeld } = input.body;
    const volunteer = { id: volunteerId, name: volunteerName };
    const now = new Date();
    const updated = !accept
      ? await incidents.update(id, declineDispatch(volunteer, now))
      : maxHeld === undefined
        ? await incidents.update(id, acceptDispatch(volunteer, now))
        : await takeWithinCap(
            incidents,
            parseObjectId(volunteerId, 'volunteer id'),
            maxHeld,
            id,
            acceptDispatch(volunteer, now),
          );
    if (!updated) throw notFound(INCIDENT_NOT_FOUND);
    return { incident: toIncident(updated, false, true, true) };
  });

  return routes.router;
}
