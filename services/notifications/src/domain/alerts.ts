// Who hears of a change to an incident, and in what words: pure rules, no I/O.
import { notificationTitle, type NotificationTitleArgs } from '@rescue/contracts/i18n';
import {
  ALERT_SEVERITIES,
  distanceKm,
  severityBand,
  type AlertSeverity,
  type IncidentChange,
  type IncidentChangeFacts,
  type NotificationKind,
} from '@rescue/contracts';

/** Whom a stored notification is for: one account, every NGO of an area, or every operator. */
export const audience = {
  user: (userId: string) => `user:${userId}`,
  area: (city: string) => `area:${normalizeArea(city)}`,
  operators: 'role:admin',
};

/** Operating areas are free text: one spelling of a city, whatever its case and spaces. */
export const normalizeArea = (city: string) => city.trim().toLowerCase().replace(/\s+/g, ' ');

const rank = (level: AlertSeverity) => ALERT_SEVERITIES.indexOf(level);

/** A report's level: its score band, raised to its category when the reporter said more. */
export function alertLevel({ score, category }: Pick<IncidentChangeFacts, 'score' | 'category'>) {
  const byScore: AlertSeverity = severityBand(score);
  const byCategory = category.toLowerCase() as AlertSeverity;
  return rank(byCategory) > rank(byScore) ? byCategory : byScore;
}

export const meetsSeverity = (level: AlertSeverity, min: AlertSeverity) => rank(level) >= rank(min);

/**
 * One notification to store: its key makes a second store of the same news a no-op. It is for
 * every audience listed (a nearby case's, every volunteer it calls: one document, read per
 * person).
 */
export interface PlannedNotification {
  key: string;
  audience: string[];
  kind: NotificationKind;
  /** The English title (pushes, and notifications stored before titleArgs)... */
  title: string;
  /** ...and which title with its values, worded in each reader's language when read. */
  titleArgs: NotificationTitleArgs;
}

/** A planned notification's title, English and as arguments for the other languages. */
function titled(template: NotificationTitleArgs['template'], ...args: string[]) {
  const titleArgs = { template, args };
  return { title: notificationTitle(titleArgs, 'en'), titleArgs };
}

/** An on-duty volunteer as matching needs them. */
export interface DutyPosition {
  volunteerId: string;
  lat: number;
  lng: number;
  radiusKm: number;
  minSeverity: AlertSeverity;
}

/**
 * What a change means to whom, apart from volunteers (nearbyVolunteers): a new visible report
 * to the NGOs of its city; a report taken, completed or moved to another status to its reporter;
 * a flag to the operators. Keys name the news, not the change, so a replica that reads the
 * same change twice, or an update that changes nothing a person hears of, adds nothing.
 */
export function planNotifications(change: IncidentChange): PlannedNotification[] {
  const incident = change.incident;
  if (!incident) return [];
  const { id, animalType: animal, city } = incident;
  const planned: PlannedNotification[] = [];
  if (change.op === 'insert') {
    if (!incident.hidden)
      planned.push({
        key: `reported:${id}`,
        audience: [audience.area(city)],
        kind: 'incident.reported',
        ...titled('reported', alertLevel(incident), animal, city),
      });
    return planned;
  }
  const state = `${incident.status}:${incident.assignedVolunteer ?? '-'}:${incident.volunteerStatus ?? '-'}`;
  // Pending and untaken is how every report starts: nothing the reporter has not seen.
  // A status change with a note is news of its own, even to a state the reporter heard of.
  const note = incident.statusNote;
  if (state !== 'pending:-:-' || note)
    planned.push({
      key: note ? `updated:${id}:${state}:${note.eventId}` : `updated:${id}:${state}`,
      audience: [audience.user(incident.reportedBy)],
      kind: 'incident.updated',
      ...updateTitle(incident),
    });
  // Issue 31: the volunteer an NGO asked (once per request), and a critical case nobody took
  // in time to the NGOs of its city (the wider volunteers are escalatedVolunteers').
  if (incident.dispatch)
    planned.push({
      key: `dispatched:${id}:${incident.dispatch.volunteerId}:${incident.dispatch.at}`,
      audience: [audience.user(incident.dispatch.volunteerId)],
      kind: 'incident.dispatched',
      ...titled('dispatched', animal, city),
    });
  if (incident.escalation && incident.escalation.step >= 2 && !incident.assignedVolunteer)
    planned.push({
      key: `unattended:${id}`,
      audience: [audience.area(city)],
      kind: 'incident.unattended',
      ...titled('unattended', animal, city),
    });
  if (incident.flags > 0)
    planned.push({
      key: `flagged:${id}:${incident.flags}`,
      audience: [audience.operators],
      kind: 'incident.flagged',
      ...titled('flagged', animal, city),
    });
  return planned;
}

function updateTitle(incident: IncidentChangeFacts) {
  // The NGO's status change with a note: the reporter reads the note, whoever holds the case.
  const note = incident.statusNote?.note;
  if (note) return titled('statusNote', incident.animalType, incident.status, noteExcerpt(note));
  if (incident.status === 'in progress' && incident.volunteerStatus === 'completed')
    return titled('completed', incident.animalType);
  if (incident.status === 'in progress' && incident.volunteerStatus === 'assigned')
    return titled('taken', incident.animalType);
  return titled('status', incident.animalType, incident.status);
}

/** A note as a title quotes it: at most this many characters. */
export const NOTE_EXCERPT_MAX = 120;

/**
 * The NGO's note on one line, cut at a word's end before NOTE_EXCERPT_MAX characters (whole
 * characters: a Devanagari cluster or an emoji is never split) with an ellipsis; the case page
 * has it whole.
 */
export function noteExcerpt(note: string, max = NOTE_EXCERPT_MAX): string {
  const line = note.replace(/\s+/g, ' ').trim();
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line)];
  if (graphemes.length <= max) return line;
  const cut = graphemes
    .slice(0, max - 1)
    .map((g) => g.segment)
    .join('');
  const space = cut.lastIndexOf(' ');
  // A word's end when there is one in the last part; a very long word is cut where it is.
  const kept = space > cut.length * 0.6 ? cut.slice(0, space) : cut;
  return `${kept.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * The on-duty volunteers a new visible report is within the radius and severity of (before the
 * cap on open cases, which the volunteer service decides). An approximate report is placed at
 * its city's centre, as the incidents service places it.
 */
export function nearbyVolunteers(
  change: IncidentChange,
  onDuty: readonly DutyPosition[],
): { volunteerId: string; distanceKm: number }[] {
  const incident = change.incident;
  if (!incident || change.op !== 'insert' || incident.hidden || incident.status === 'resolved')
    return [];
  const level = alertLevel(incident);
  const found: { volunteerId: string; distanceKm: number }[] = [];
  for (const duty of onDuty) {
    if (!meetsSeverity(level, duty.minSeverity)) continue;
    const km = distanceKm([duty.lng, duty.lat], [incident.lng, incident.lat]);
    if (km <= duty.radiusKm) found.push({ volunteerId: duty.volunteerId, distanceKm: km });
  }
  return found;
}

/**
 * A critical case nobody took in time (escalation step 1, issue 31): every on-duty volunteer
 * within the escalation's wider radius, whatever radius and severity they chose, except those
 * its first alert already called (they were told).
 */
export function escalatedVolunteers(
  change: IncidentChange,
  onDuty: readonly DutyPosition[],
): { volunteerId: string; distanceKm: number }[] {
  const incident = change.incident;
  const escalation = incident?.escalation;
  if (!incident || !escalation || escalation.step !== 1 || incident.hidden) return [];
  if (incident.assignedVolunteer || incident.status === 'resolved') return [];
  const found: { volunteerId: string; distanceKm: number }[] = [];
  for (const duty of onDuty) {
    const km = distanceKm([duty.lng, duty.lat], [incident.lng, incident.lat]);
    const calledBefore =
      km <= duty.radiusKm && meetsSeverity(alertLevel(incident), duty.minSeverity);
    if (km <= escalation.radiusKm && !calledBefore)
      found.push({ volunteerId: duty.volunteerId, distanceKm: km });
  }
  return found;
}

/**
 * A case to the volunteers a search found, once per case: the title's template names the call
 * (its key and kind), its values are the case's.
 */
const toVolunteers = (
  call: 'escalated' | 'nearby',
  incident: IncidentChangeFacts,
  volunteerIds: string[],
  ...args: string[]
): PlannedNotification => ({
  key: `${call}:${incident.id}`,
  audience: volunteerIds.map(audience.user),
  kind: `incident.${call}`,
  ...titled(call, ...args),
});

/** The wider radius's volunteers, once per case. */
export const escalatedNotification = (incident: IncidentChangeFacts, volunteerIds: string[]) =>
  toVolunteers('escalated', incident, volunteerIds, incident.animalType, incident.city);

/** A new case to the volunteers it calls: decided once, for all of them. */
export const nearbyNotification = (incident: IncidentChangeFacts, volunteerIds: string[]) =>
  toVolunteers(
    'nearby',
    incident,
    volunteerIds,
    alertLevel(incident),
    incident.animalType,
    incident.city,
  );

/**
 * Whether a push subscription's endpoint is on one of the allowed push services: the same
 * scheme, host (or a subdomain of a `*.` entry) and port. Anything else is refused, so the
 * service never posts to an address a client chose.
 */
export function isAllowedEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return origins.some((origin) => {
    const wildcard = origin.includes('://*.');
    const allowed = new URL(origin.replace('://*.', '://'));
    if (url.protocol !== allowed.protocol || url.port !== allowed.port) return false;
    return wildcard
      ? url.hostname.endsWith(`.${allowed.hostname}`)
      : url.hostname === allowed.hostname;
  });
}
