import {
  ASSIGN_SUCCESS_MESSAGE,
  incidentFacts,
  type AvailableCaseList,
  type Incident,
  type ListResponse,
  type VolunteerCaseListItem,
  type VolunteerCaseResult,
} from '@rescue/contracts';
import {
  HttpError,
  conflict,
  operationRouter,
  parseObjectId,
  type AuthUser,
  type Router,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { cityCentre, toCaseDetail, toCaseListItem } from '../domain/case-views';
import { takeKey, tooManyTakes } from '../domain/take-limit';
import type { AssignmentAction } from '../store/assignment-log';
import type { VolunteerDeps } from './deps';

export const ALREADY_YOURS_MESSAGE = 'You have already taken this case';

/** The volunteer's own view of cases: available, their own, one case, and what they do with it. */
export function casesRouter({
  incidents,
  users,
  assignments,
  takes,
  config,
}: VolunteerDeps): Router<ServiceState> {
  // Each operation's role, case and rule come from the contracts' table (route()): the case is
  // loaded from the incidents service and authorized before the handler.
  const routes = operationRouter<{ incident: Incident }>({
    loaders: {
      incident: async (id, ctx) => {
        const incident = await incidents.get(caseIdOf(id), ctx.state.requestId);
        return { object: incident, facts: incidentFacts(incident) };
      },
    },
  });

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
    const key = takeKey(volunteer.id);
    // Only cases taken count, recorded once taken: a take refused by the cap or by another
    // volunteer never fills the window, not even for the takes sent in parallel with it (they
    // got a false 429). A burst that finds room may pass the window by what the cap lets it
    // take at once (config.maxOpenCases), which bounds it.
    const room = await takes.check(key, config.takeLimit);
    if (!room.allowed) throw tooManyTakes(room.retryAfterSeconds);
    const incident = await incidents
      .assign(
        incidentId,
        { id: volunteer.id, name: volunteer.name },
        config.maxOpenCases,
        ctx.state.requestId,
      )
      .catch((error: unknown) => explainConflict(error, ctx, incidentId, volunteer));
    await takes.enter(key, config.takeLimit.windowSeconds);
    await audit('assigned', incidentId, volunteer);
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
      await audit('completed', id, volunteer);
      return caseResult(incident, volunteer.id);
    },
    { underLock: caseIdOf },
  );

  const audit = (action: AssignmentAction, incidentId: string, volunteer: AuthUser) =>
    assignments.record({
      incidentId,
      volunteerId: volunteer.id,
      volunteerName: volunteer.name,
      action,
    });

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

/** The path's case id: 400 when malformed. */
const caseIdOf = (id: string | undefined): string => parseObjectId(id, 'case id').toHexString();

function caseList(data: VolunteerCaseListItem[]): ListResponse<VolunteerCaseListItem> {
  return { success: true, data };
}

function caseResult(
  incident: Incident,
  volunteerId: string,
  message?: string,
): VolunteerCaseResult {
  const data = toCaseDetail(incident, volunteerId);
  return message ? { success: true, message, data } : { success: true, data };
}
