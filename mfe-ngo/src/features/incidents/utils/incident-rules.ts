// The NGO area's rules about one incident (spec sections 4 and 9, and the waiting flag).
import { INCIDENT_STATUSES, type Incident, type IncidentStatus } from '@rescue/contracts';
import { statusLabel } from '@rescue/web-kit';
import { ngoText } from '../../../i18n/text';

/** The statuses as the badges word them, in the page's language. */
export function statusOptions(): readonly { value: IncidentStatus; label: string }[] {
  return INCIDENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
}

/** The volunteer on the case: the looked-up name, else the name they took it with. */
export function volunteerName(incident: Incident): string {
  const activity = incident.volunteerActivity;
  return (
    activity?.volunteerDetails?.name || activity?.volunteerName || ngoText.t('case.volunteer.none')
  );
}

/** Where the volunteer is with the case: "Assigned", "Completed", or "Pending Assignment". */
export function volunteerStatus(incident: Incident): string {
  const status = incident.volunteerActivity?.status;
  return ngoText.t(`case.volunteer.${status ?? 'pending'}`);
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

/** "No volunteer for 23 min", then hours under a day, then days (the relative-time steps). */
export function waitingLabel(minutes: number): string {
  if (minutes < 60) return ngoText.t('case.waiting.minutes', { count: minutes });
  if (minutes < 1440) return ngoText.t('case.waiting.hours', { count: Math.floor(minutes / 60) });
  return ngoText.t('case.waiting.days', { count: Math.floor(minutes / 1440) });
}
