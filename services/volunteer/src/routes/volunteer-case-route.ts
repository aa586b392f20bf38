// What the volunteer's case routes (cases.ts) and their answers to an NGO's request
// (dispatch.ts) share: the case loaded and authorized before the handler, the take's hourly
// allowance and its log, and the one answer shape.
import { incidentFacts, type Incident, type VolunteerCaseResult } from '@rescue/contracts';
import { operationRouter, parseObjectId, type AuthUser } from '@rescue/service-kit';
import { toCaseDetail } from '../domain/case-views';
import { takeKey, tooManyTakes } from '../domain/take-limit';
import type { AssignmentAction, AssignmentLog } from '../store/assignment-log';
import type { VolunteerDeps } from './deps';

/**
 * An operation router whose operations' case comes from the incidents service by the path's id;
 * each operation's role and rule come from the contracts' table (route()).
 */
export function volunteerCaseRouter(incidents: VolunteerDeps['incidents']) {
  return operationRouter<{ incident: Incident }>({
    loaders: {
      incident: async (id, ctx) => {
        const incident = await incidents.get(caseIdOf(id), ctx.state.requestId);
        return { object: incident, facts: incidentFacts(incident) };
      },
    },
  });
}

/** The path's case id: 400 when malformed. */
export const caseIdOf = (id: string | undefined): string =>
  parseObjectId(id, 'case id').toHexString();

/**
 * Runs a take (a case taken, or an NGO's request accepted) within the volunteer's allowance and
 * logs it. Only cases taken count, recorded once taken: a take refused by the cap or by another
 * volunteer never fills the window, not even for the takes sent in parallel with it (they got a
 * false 429). A burst that finds room may pass the window by what the cap lets it take at once
 * (config.maxOpenCases), which bounds it.
 */
export async function takeWithinAllowance(
  { takes, assignments, config }: Pick<VolunteerDeps, 'takes' | 'assignments' | 'config'>,
  volunteer: AuthUser,
  incidentId: string,
  take: () => Promise<Incident>,
): Promise<Incident> {
  const key = takeKey(volunteer.id);
  const room = await takes.check(key, config.takeLimit);
  if (!room.allowed) throw tooManyTakes(room.retryAfterSeconds);
  const incident = await take();
  await takes.enter(key, config.takeLimit.windowSeconds);
  await logAssignment(assignments, 'assigned', incidentId, volunteer);
  return incident;
}

/** One line of the assignment log: who took or completed which case. */
export const logAssignment = (
  assignments: AssignmentLog,
  action: AssignmentAction,
  incidentId: string,
  volunteer: AuthUser,
) =>
  assignments.record({
    incidentId,
    volunteerId: volunteer.id,
    volunteerName: volunteer.name,
    action,
  });

/** The case as its volunteer sees it, with the answer's message when there is one. */
export function caseResult(
  incident: Incident,
  volunteerId: string,
  message?: string,
): VolunteerCaseResult {
  const data = toCaseDetail(incident, volunteerId);
  return message ? { success: true, message, data } : { success: true, data };
}
