// "Not twice" (issue 30): someone who would report an animal already reported follows that
// case instead, and what they add is a note of theirs, not the reporter's.
import { REPORTER_UPDATE_CLOSED_MESSAGE, isOpenStatus } from '@rescue/contracts';
import type { UpdateFilter } from '@rescue/service-kit';
import type { IncidentDoc } from '../store/incident-doc';
import { caseEvent, type Actor } from './case-history';
import { refuse } from './refusal';

/** A follower's note while the case is open: caseUpdates say who wrote it. */
export function addFollowerNote(
  follower: Actor,
  text: string,
  now: Date,
  photo: string | null = null,
): (current: IncidentDoc) => UpdateFilter<IncidentDoc> {
  return (current) => {
    if (!isOpenStatus(current.status)) throw refuse('conflict', REPORTER_UPDATE_CLOSED_MESSAGE);
    const event = caseEvent('note', follower, now, { note: text, photo });
    return {
      $set: { updatedAt: now },
      $push: { history: { ...event, follower: true } },
    };
  };
}
