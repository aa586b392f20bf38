// The asked volunteer's answer to an NGO's request (issue 31): accepting is their take, with
// the take's every rule (documents signed, the hourly allowance, the cap on open cases, taken
// by another, resolved, hidden); the incidents service decides under the case's lock.
import {
  ASSIGN_SUCCESS_MESSAGE,
  DISPATCH_DECLINED_MESSAGE,
  VOLUNTEER_NOT_SIGNED_MESSAGE,
} from '@rescue/contracts';
import { forbidden, type Router, type ServiceState } from '@rescue/service-kit';
import type { VolunteerDeps } from './deps';
import { caseResult, takeWithinAllowance, volunteerCaseRouter } from './volunteer-case-route';

export function dispatchRouter(deps: VolunteerDeps): Router<ServiceState> {
  const { incidents, config } = deps;
  const routes = volunteerCaseRouter(incidents);

  routes.route('cases.dispatchAccept', async ({ ctx, user: volunteer, object: current }) => {
    if (!volunteer.documentsSigned) throw forbidden(VOLUNTEER_NOT_SIGNED_MESSAGE);
    const incident = await takeWithinAllowance(deps, volunteer, current._id, () =>
      incidents.answerDispatch(
        current._id,
        {
          volunteer: { id: volunteer.id, name: volunteer.name },
          accept: true,
          maxHeld: config.maxOpenCases,
        },
        ctx.state.requestId,
      ),
    );
    return caseResult(incident, volunteer.id, ASSIGN_SUCCESS_MESSAGE);
  });

  routes.route('cases.dispatchDecline', async ({ ctx, user: volunteer, object: current }) => {
    const incident = await incidents.answerDispatch(
      current._id,
      { volunteer: { id: volunteer.id, name: volunteer.name }, accept: false },
      ctx.state.requestId,
    );
    return caseResult(incident, volunteer.id, DISPATCH_DECLINED_MESSAGE);
  });

  return routes.router;
}
