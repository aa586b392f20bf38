// The asked volunteer's answer to an NGO's request (issue 31): accepting is their take, with
// the take's every rule (documents signed, the hourly allowance, the cap on open cases, taken
// by another, resolved, hidden); the incidents service decides under the case's lock.
import {
  ASSIGN_SUCCESS_MESSAGE,
  DISPATCH_DECLINED_MESSAGE,
  VOLUNTEER_NOT_SIGNED_MESSAGE,
  incidentFacts,
  type Incident,
  type VolunteerCaseResult,
} from '@rescue/contracts';
import {
  forbidden,
  operationRouter,
  parseObjectId,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { toCaseDetail } from '../domain/case-views';
import { takeKey, tooManyTakes } from '../domain/take-limit';
import type { VolunteerDeps } from './deps';

export function dispatchRouter({
  incidents,
  assignments,
  takes,
  config,
}: VolunteerDeps): Router<ServiceState> {
  const routes = operationRouter<{ incident: Incident }>({
    loaders: {
      incident: async (id, ctx) => {
        const caseId = parseObjectId(id, 'case id').toHexString();
        const incident = await incidents.get(caseId, ctx.state.requestId);
        return { object: incident, facts: incidentFacts(incident) };
      },
    },
  });

  routes.route('cases.dispatchAccept', async ({ ctx, user: volunteer, object: current }) => {
    if (!volunteer.documentsSigned) throw forbidden(VOLUNTEER_NOT_SIGNED_MESSAGE);
    const key = takeKey(volunteer.id);
    const room = await takes.check(key, config.takeLimit);
    if (!room.allowed) throw tooManyTakes(room.retryAfterSeconds);
    const incident = await incidents.answerDispatch(
      current._id,
      {
        volunteer: { id: volunteer.id, name: volunteer.name },
        accept: true,
        maxHeld: config.maxOpenCases,
      },
      ctx.state.requestId,
    );
    await takes.enter(key, config.takeLimit.windowSeconds);
    await assignments.record({
      incidentId: current._id,
      volunteerId: volunteer.id,
      volunteerName: volunteer.name,
      action: 'assigned',
    });
    const body: VolunteerCaseResult = {
      success: true,
      message: ASSIGN_SUCCESS_MESSAGE,
      data: toCaseDetail(incident, volunteer.id),
    };
    return body;
  });

  routes.route('cases.dispatchDecline', async ({ ctx, user: volunteer, object: current }) => {
    const incident = await incidents.answerDispatch(
      current._id,
      { volunteer: { id: volunteer.id, name: volunteer.name }, accept: false },
      ctx.state.requestId,
    );
    const body: VolunteerCaseResult = {
      success: true,
      message: DISPATCH_DECLINED_MESSAGE,
      data: toCaseDetail(incident, volunteer.id),
    };
    return body;
  });

  return routes.router;
}
