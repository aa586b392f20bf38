// The NGO area's rules about one incident (spec sections 4 and 9, and the waiting flag).
import { INCIDENT_STATUSES, type Incident, type IncidentStatus } from '@rescue/contracts';
import { statusLabel } from '@rescue/web-kit';

export const STATUS_OPTIONS: readonly { value: IncidentStatus; label: string }[] =
  INCIDENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

export const NOT_ASSIGNED = 'Not Assigned';
export const PENDING_ASSIGNMENT = 'Pending Assignment';

/** The volunteer on the case: the looked-up name, else the name they took it with. */
export function volunteerName(incident: Incident): string {
  const activity = incident.volunteerActivity;
  return activity?.volunteerDetails?.name || activity?.volunteerName || NOT_ASSIGNED;
}

export function volunteerStatus(incident: Incident): string {
  const status = incident.volunteerActivity?.status;
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : PENDING_ASSIGNMENT;
}

/** A case this severe (score out of 10) that no volunteer took within WAITING_AFTER_MINUTES is flagged. */
export const WAITING_MIN_SCORE = 8;
export const WAITING_AFTER_MINUTES = 15;
const MINUTE = 60_000;

/** Minutes an urgent, untaken, open case has waited; null when it is not flagged. */
export function waitingMinutes(incident: Incident, now: number): number | null {
  if (incident.status === 'resolved' || incident.volunteerActivity) return null;
  if (incident.animalInfo.aiSeverityAssessment.score < WAITING_MIN_SCORE) return null;
  const minutes = Math.floor((now - Date.parse(incident.createdAt)) / MINUTE);
  return minutes > WAITING_AFTER_MINUTES ? minutes : null;
}

/** "Waiting 23 min", then hours under a day, then days (the relative-time steps). */
export function waitingLabel(minutes: number): string {
  if (minutes < 60) return `Waiting ${minutes} min`;
  if (minutes < 1440) return `Waiting ${Math.floor(minutes / 60)} h`;
  return `Waiting ${Math.floor(minutes / 1440)} d`;
}
