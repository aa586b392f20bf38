import {
  ASSIGN_SUCCESS_MESSAGE,
  incidentFacts,
  type AvailableCaseList,
  type Operation,
  type Incident,
  type ListResponse,
  type VolunteerCaseListItem,
  type VolunteerCaseResult,
  availableCasesQuerySchema,
  myCasesQuerySchema,
  volunteerCaseNoteRequestSchema,
} from '@rescue/contracts';
import {
  HttpError,
  Router,
  authorize,
  authorizeRole,
  conflict,
  currentUser,
  parseInput,
  parseObjectId,
  type AuthUser,
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
  const router = new Router<ServiceState>({ prefix: '/api/volunteer' });

  router.get('/incidents', async (ctx) => {
    const volunteer = authorize(ctx, 'cases.available');
    const { lat, lng, cursor, ...filters } = parseInput(availableCasesQuerySchema, ctx.query);
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
      ctx.body = body;
      return;
    }
    const { city } = await users.get(volunteer.id, requestId);
    const page = await incidents.available({ ...filters, city }, requestId);
    const origin = cityCentre(city);
    const body: AvailableCaseList = {
      success: true,
      data: page.data.map((incident) => toCaseListItem(incident, origin)),
      nextCursor: null,
    };
    ctx.body = body;
  });

  router.get('/my-cases', async (ctx) => {
    const volunteer = authorize(ctx, 'cases.mine');
    const { limit } = parseInput(myCasesQuerySchema, ctx.query);
    const cases = await incidents.assignedTo(volunteer.id, limit, ctx.state.requestId);
    ctx.body = caseList(cases.map((incident) => toCaseListItem(incident)));
  });

  // Only while it is available, or to the volunteer who holds it (policy.ts, cases.read).
  router.get('/incidents/:id', async (ctx) => {
    const incidentId = caseId(ctx, 'cases.read');
    const incident = await incidents.get(incidentId, ctx.state.requestId);
    const volunteer = authorize(ctx, 'cases.read', incidentFacts(incident));
    ctx.body = toCaseDetail(incident, volunteer.id);
  });

  router.put('/incidents/:id/volunteer/update', async (ctx) => {
    const incidentId = caseId(ctx, 'cases.take');
    // The case's facts first (a hidden one answers as unknown); the incidents service decides
    // again under the case's lock.
    const current = await incidents.get(incidentId, ctx.state.requestId);
    const volunteer = authorize(ctx, 'cases.take', incidentFacts(current));
    const ticket = await takes.hit(takeKey(volunteer.id), config.takeLimit);
    if (!ticket.allowed) throw tooManyTakes(ticket.retryAfterSeconds);
    const incident = await incidents
      .assign(
        incidentId,
        { id: volunteer.id, name: volunteer.name },
        config.maxOpenCases,
        ctx.state.requestId,
      )
      .catch(async (error: unknown) => {
        // Only cases taken count towards the window.
        await takes.forget(ticket.id).catch(() => undefined);
        return explainConflict(error, ctx, incidentId, volunteer);
      });
    await audit('assigned', incidentId, volunteer);
    ctx.body = caseResult(incident, volunteer.id, ASSIGN_SUCCESS_MESSAGE);
  });

  router.post('/incidents/:id/notes', async (ctx) => {
    const incidentId = caseId(ctx, 'cases.note');
    const { text } = parseInput(volunteerCaseNoteRequestSchema, ctx.request.body);
    // Only the holder (policy "holder"): decided by the incidents service under the case's lock.
    const volunteer = currentUser(ctx);
    const incident = await incidents.addNote(incidentId, volunteer.id, text, ctx.state.requestId);
    ctx.body = caseResult(incident, volunteer.id);
  });

  router.put('/incidents/:id/complete', async (ctx) => {
    const incidentId = caseId(ctx, 'cases.complete');
    // Only the holder (policy "holder"): decided by the incidents service under the case's lock.
    const volunteer = currentUser(ctx);
    const incident = await incidents.complete(incidentId, volunteer.id, ctx.state.requestId);
    await audit('completed', incidentId, volunteer);
    ctx.body = caseResult(incident, volunteer.id);
  });

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

  return router;
}

/** Every case route: a role the operation admits (before anything is loaded), and a well-formed case id. */
function caseId(ctx: ServiceContext & { params: { id?: string } }, operation: Operation): string {
  authorizeRole(ctx, operation);
  return parseObjectId(ctx.params.id, 'case id').toHexString();
}

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
