import {
  CLOSURE_REASON_LABELS,
  HANDLING_CASE_MESSAGE,
  type CaseActor,
  type CaseClosure,
  type CaseEvent,
  type ClosureReason,
} from '@rescue/contracts';
import styled from 'styled-components';
import { uploadUrl } from '../api/api-url';
import { DateTime } from '../format/date-time-text';
import type { BadgeTone } from '../ui/badge';
import { statusLabel, statusTone } from './status-badge';

/** What a closure reason reads as, with the NGO's note when it gave one: "Other: moved away". */
export function closureReasonText(
  reason: ClosureReason | null | undefined,
  note?: string | null,
): string {
  const label = CLOSURE_REASON_LABELS[reason ?? 'other'] ?? CLOSURE_REASON_LABELS.other;
  const said = note?.trim();
  return said ? `${label}: ${said}` : label;
}

/** A resolved case in a few words: "Closed: Rescued and treated"; "Closed" without a closure. */
export function closedText(closure: Pick<CaseClosure, 'reason'> | null | undefined): string {
  return closure ? `Closed: ${closureReasonText(closure.reason)}` : 'Closed';
}

export interface CaseEventWords {
  /** What happened, in a line: "Status: Pending → In Progress, by Paws Trust". */
  title: string;
  /** What someone wrote with it (a note, a reason), shown as they wrote it. */
  detail: string | null;
}

const MODERATORS = 'the Rescue Network team';

/**
 * One event of a case's history in plain words for its reader (`viewerId`: their own doings
 * read "you"). Status words are StatusBadge's; closure reasons are the contracts' labels.
 */
export function caseEventText(event: CaseEvent, viewerId?: string): CaseEventWords {
  const { actor } = event;
  const mine = !!actor && !!viewerId && actor.id === viewerId;
  const who = (someone: CaseActor | null) => (mine ? 'you' : (someone?.name ?? 'someone'));
  const reporter = mine ? 'you' : 'the reporter';
  const volunteer = mine ? 'You' : `${actor?.name ?? 'A volunteer'} (volunteer)`;
  const note = event.note?.trim() || null;
  switch (event.type) {
    case 'reported':
      return { title: actor ? `Reported by ${who(actor)}` : 'Reported', detail: null };
    case 'ngo_handling':
      return {
        title: mine ? HANDLING_CASE_MESSAGE : `${who(actor)} is handling this case`,
        detail: null,
      };
    case 'status_changed': {
      if (event.to === 'resolved') {
        return {
          title: `Resolved: ${closureReasonText(event.reason)}, by ${who(actor)}`,
          detail: note,
        };
      }
      const to = event.to ? statusLabel(event.to) : 'changed';
      const move =
        !event.from || event.from === event.to ? to : `${statusLabel(event.from)} → ${to}`;
      return { title: `Status: ${move}, by ${who(actor)}`, detail: null };
    }
    case 'volunteer_assigned':
      return { title: `${volunteer} took the case`, detail: null };
    case 'note':
      if (actor?.role === 'volunteer') {
        return { title: `Note from ${mine ? 'you' : volunteer}`, detail: note };
      }
      if (actor?.role === 'user') return { title: `Note from ${reporter}`, detail: note };
      return { title: `Note from ${who(actor)}`, detail: note };
    case 'completed':
      return {
        title: `${volunteer} marked ${mine ? 'your' : 'their'} part completed`,
        detail: null,
      };
    case 'reopened': {
      const back = event.to ? `, back to ${statusLabel(event.to)}` : '';
      return { title: `Reopened by ${reporter}${back}`, detail: note };
    }
    case 'hidden':
      return { title: `Hidden by ${MODERATORS}`, detail: note ?? 'No reason was given' };
    case 'unhidden':
      return { title: `Shown again by ${MODERATORS}`, detail: null };
    case 'legacy':
      return { title: note ?? 'Case updated', detail: null };
  }
}

/** The event as one sentence: "Note from the reporter: the dog moved to the park". */
export function caseEventSentence(event: CaseEvent, viewerId?: string): string {
  const { title, detail } = caseEventText(event, viewerId);
  return detail ? `${title}: ${detail}` : title;
}

/** The status an event left the case in, for its dot's colour (StatusBadge's colours). */
function toneOf(event: CaseEvent): BadgeTone {
  if (event.type === 'hidden') return 'danger';
  return event.to ? statusTone(event.to) : 'neutral';
}

export interface CaseHistoryProps {
  /** Oldest first, as GET /api/incidents/{id}/history sends them. */
  events: readonly CaseEvent[];
  /** The reader's account id: their own doings read "you". */
  viewerId?: string;
  /** Lets a list re-rendered on a timer age its times with it. */
  now?: number;
  /** Names the list for assistive tech. */
  label?: string;
  emptyText?: string;
}

/**
 * A case's history as a timeline, oldest first: who did what, in plain words, each with its
 * DateTime. Never anyone's contact details (the events carry none).
 */
export function CaseHistory({
  events,
  viewerId,
  now,
  label = 'Case history',
  emptyText = 'Nothing has happened yet.',
}: CaseHistoryProps) {
  if (events.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Timeline aria-label={label}>
      {events.map((event) => {
        const { title, detail } = caseEventText(event, viewerId);
        return (
          <Entry key={event.id} data-event={event.type} $tone={toneOf(event)}>
            <Title>{title}</Title>
            {detail && <Detail>{detail}</Detail>}
            {event.photo && (
              <Photo
                src={uploadUrl(event.photo)}
                alt={`Photo added with: ${detail ?? title}`}
                loading="lazy"
              />
            )}
            <When>
              <DateTime at={event.at} now={now} />
            </When>
          </Entry>
        );
      })}
    </Timeline>
  );
}

const Photo = styled.img`
  width: 100%;
  max-width: 240px;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Timeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(5)};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const Entry = styled.li<{ $tone: BadgeTone }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  &::before {
    content: '';
    position: absolute;
    top: 0.35em;
    left: calc(-${({ theme }) => theme.space(5)} - 7px);
    width: 12px;
    height: 12px;
    border: 2px solid ${({ theme }) => theme.colors.background};
    border-radius: 50%;
    background: ${({ theme, $tone }) =>
      $tone === 'neutral' ? theme.colors.muted : theme.colors[$tone]};
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const When = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
