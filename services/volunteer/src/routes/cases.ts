import {
  ASSIGN_SUCCESS_MESSAGE,
  type AvailableCaseList,
  type ListResponse,
  type VolunteerCaseListItem,
} from '@rescue/contracts';
import {
  HttpError,
  conflict,
  type AuthUser,
  type Router,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { cityCentre, toCaseDetail, toCaseListItem } from '../domain/case-views';
import type { VolunteerDeps } from './deps';
import {
  caseIdOf,
  caseResult,
  logAssignment,
  takeWithinAllowance,
  volunteerCaseRouter,
} from './volunteer-case-route';

export const ALREADY_YOURS_MESSAGE = 'You have already taken this case';

/** The volunteer's own view of cases: available, their own, one case, and what they do with it. */
export function casesRouter(deps: VolunteerDeps): Router<ServiceState> {
  const { incidents, users, assignments, config } = deps;
  const routes = volunteerCaseRouter(incidents);

  routes.route('cases.available', async ({ ctx, input: { query }, user: volunteer }) => {
    const { lat, lng, cursor, ...filters } = query;
    const requestId = ctx.state.requestId;
    if (lat !== undefined && lng !== undefined) {
      // Where the volunteer is: nearest first over every city, paged by the incidents service.
      const page = await incidents.available({ ...filters, near: { lat, lng, cursor } }, requestId);
      const origin: [number, number] = [lng, lat];
      const body: AvailableCaseList = {
        success: true,
        data: page.data.map((incident) => toCaseListItem(incident, origin)),
        nextCursor: page.nextCursor,
      };
      return body;
    }
    const { city } = await users.get(volunteer.id, requestId);
    // Most urgent first pages here too (the cursor); the city-first order is one page.
    const page = await incidents.available({ ...filters, city, cursor }, requestId);
    const origin = cityCentre(city);
    const body: AvailableCaseList = {
      success: true,
      data: page.data.map((incident) => toCaseListItem(incident, origin)),
      nextCursor: page.nextCursor,
    };
    return body;
  });

  routes.route('cases.mine', async ({ ctx, input: { query }, user: volunteer }) => {
    const cases = await incidents.assignedTo(volunteer.id, query.limit, ctx.state.requestId);
    return caseList(cases.map((incident) => toCaseListItem(incident)));
  });

  // Only while it is available, or to the volunteer who holds it (policy.ts, cases.read).
  routes.route('cases.read', ({ user: volunteer, object: incident }) =>
    toCaseDetail(incident, volunteer.id),
  );

  // The case's facts first (a hidden one answers as unknown); the incidents service decides
  // again under the case's lock.
  routes.route('cases.take', async ({ ctx, user: volunteer, object: current }) => {
    const incidentId = current._id;
    const incident = await takeWithinAllowance(deps, volunteer, incidentId, () =>
      incidents
        .assign(
          incidentId,
          { id: volunteer.id, name: volunteer.name },
          config.maxOpenCases,
          ctx.state.requestId,
        )
        .catch((error: unknown) => explainConflict(error, ctx, incidentId, volunteer)),
    );
    return caseResult(incident, volunteer.id, ASSIGN_SUCCESS_MESSAGE);
  });

  // cases.note and cases.complete: only the holder (policy "holder"), which the incidents
  // service decides under the case's lock (route()'s underLock): loading the case here first
  // would be one more call, on a state that may change before the write.
  routes.route(
    'cases.note',
    async ({ ctx, input: { body }, id, user: volunteer }) => {
      const incident = await incidents.addNote(id, volunteer.id, body.text, ctx.state.requestId);
      return caseResult(incident, volunteer.id);
    },
    { underLock: caseIdOf },
  );

  routes.route(
    'cases.complete',
    async ({ ctx, id, user: volunteer }) => {
      const incident = await incidents.complete(id, volunteer.id, ctx.state.requestId);
      await logAssignment(assignments, 'completed', id, volunteer);
      return caseResult(incident, volunteer.id);
    },
    { underLock: caseIdOf },
  );

  /**
   * The incidents service answers 409 whoever holds the case; when the caller holds it
   * already, say so instead of "taken by another volunteer".
   */
  async function explainConflict(
    error: unknown,
    ctx: ServiceContext,
    incidentId: string,
    volunteer: AuthUser,
  ): Promise<never> {
    if (!(error instanceof HttpError) || error.status !== 409) throw error;
    const current = await incidents.get(incidentId, ctx.state.requestId);
    if (current.volunteerActivity?.assignedVolunteer === volunteer.id) {
      throw conflict(ALREADY_YOURS_MESSAGE);
    }
    throw error;
  }

  return routes.router;
}

function caseList(data: VolunteerCaseListItem[]): ListResponse<VolunteerCaseListItem> {
  return { success: true, data };
}
