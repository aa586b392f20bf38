import {
  CLOSURE_REASON_LABELS,
  type CaseClosure,
  type CaseEvent,
  type ClosureReason,
} from '@rescue/contracts';
import styled from 'styled-components';
import { DateTime } from './date-time-text';
import {
  ErrorPanel,
  SectionTitle,
  Spinner,
  serverMessageOr,
  uploadUrl,
  kitText,
  type BadgeTone,
  statusLabel,
  statusTone,
  stack,
} from '@rescue/web-kit';
// Not from '@rescue/web-kit/query': that entry imports this one (see query/case-history.ts).
import { isAwaitingData } from '../query/awaiting-data';
import { areasText } from './areas-text';

/** What a closure reason reads as, with the NGO's note when it gave one: "Other: moved away". */
export function closureReasonText(
  reason: ClosureReason | null | undefined,
  note?: string | null,
): string {
  const label = areasText.t(
    `closure.${reason && reason in CLOSURE_REASON_LABELS ? reason : 'other'}`,
  );
  const said = note?.trim();
  return said ? areasText.t('closure.withNote', { label, note: said }) : label;
}

/** A resolved case in a few words: "Closed: Rescued and treated"; "Closed" without a closure. */
export function closedText(closure: Pick<CaseClosure, 'reason'> | null | undefined): string {
  return closure
    ? areasText.t('closure.closedBecause', { reason: closureReasonText(closure.reason) })
    : areasText.t('closure.closed');
}

/**
 * When and why a case was closed, the reason (with the NGO's note) and its date each on a line
 * of their own: joined by a comma a note's full stop read "…recovery., 26 Nov".
 */
export function ClosureFact({
  closure,
  now,
}: {
  closure: CaseClosure | null | undefined;
  now?: number;
}) {
  areasText.useText(); // re-render on a language switch
  return (
    <ClosureLines>
      <span>{closureReasonText(closure?.reason, closure?.note)}</span>
      {closure && (
        <When as="span">
          <DateTime at={closure.at} now={now} />
        </When>
      )}
    </ClosureLines>
  );
}

export interface CaseEventWords {
  /** What happened, in a line: "Status: Pending → In Progress, by Paws Trust". */
  title: string;
  /** What someone wrote with it (a note, a reason), shown as they wrote it. */
  detail: string | null;
}

/**
 * One event of a case's history in plain words for its reader (`viewerId`: their own doings
 * read "you"). Each sentence has a key of its own for "you" and for someone else, since in
 * Hindi and Marathi the verb changes with the person, not just the name put in. Status words
 * are StatusBadge's; closure reasons the kit's closure.* words.
 */
export function caseEventText(event: CaseEvent, viewerId?: string): CaseEventWords {
  const { actor } = event;
  const mine = !!actor && !!viewerId && actor.id === viewerId;
  const t = areasText.t;
  const name = actor?.name ?? t('history.someone');
  const volunteer = actor?.name ?? t('history.aVolunteer');
  const note = event.note?.trim() || null;
  switch (event.type) {
    case 'reported':
      if (!actor) return { title: t('history.reported'), detail: null };
      return {
        title: mine ? t('history.reported.mine') : t('history.reported.by', { name }),
        detail: null,
      };
    case 'ngo_handling':
      return {
        title: mine ? t('history.handling.mine') : t('history.handling.by', { name }),
        detail: null,
      };
    case 'status_changed': {
      if (event.to === 'resolved') {
        const reason = closureReasonText(event.reason);
        return {
          title: mine
            ? t('history.resolved.mine', { reason })
            : t('history.resolved.by', { reason, name }),
          detail: note,
        };
      }
      const to = event.to ? statusLabel(event.to) : t('history.changed');
      const move =
        !event.from || event.from === event.to ? to : `${statusLabel(event.from)} → ${to}`;
      return {
        title: mine ? t('history.status.mine', { move }) : t('history.status.by', { move, name }),
        // The NGO's note for the reporter with the change (issue 31).
        detail: note,
      };
    }
    case 'volunteer_assigned':
      return {
        title: mine ? t('history.took.mine') : t('history.took.by', { name: volunteer }),
        detail: null,
      };
    case 'note':
      if (mine) return { title: t('history.note.mine'), detail: note };
      if (actor?.role === 'volunteer')
        return { title: t('history.note.volunteer', { name: volunteer }), detail: note };
      // Someone who saw the same animal and followed the case instead of reporting it again.
      if (event.follower) return { title: t('history.note.follower', { name }), detail: note };
      if (actor?.role === 'user') return { title: t('history.note.reporter'), detail: note };
      return { title: t('history.note.by', { name }), detail: note };
    case 'completed':
      return {
        title: mine ? t('history.completed.mine') : t('history.completed.by', { name: volunteer }),
        detail: null,
      };
    case 'reopened': {
      const key = mine ? 'mine' : 'reporter';
      return {
        title: event.to
          ? t(`history.reopened.${key}Back`, { status: statusLabel(event.to) })
          : t(`history.reopened.${key}`),
        detail: note,
      };
    }
    case 'hidden':
      return { title: t('history.hidden'), detail: note ?? t('history.hidden.noReason') };
    case 'unhidden':
      return { title: t('history.unhidden'), detail: null };
    case 'severity_reviewed': {
      // The NGO's confirmation or correction of the category (issue 30); its reason as detail.
      const word = (category: string) =>
        kitText.t(`severity.${category.toLowerCase()}` as Parameters<typeof kitText.t>[0]);
      const { from, to } = event.severity ?? { from: null, to: null };
      if (!to) return { title: t('history.updated'), detail: note };
      if (from === to || !from) {
        const category = word(to);
        return {
          title: mine
            ? t('history.severity.confirmed.mine', { category })
            : t('history.severity.confirmed.by', { category, name }),
          detail: note,
        };
      }
      const words = { from: word(from), to: word(to) };
      return {
        title: mine
          ? t('history.severity.changed.mine', words)
          : t('history.severity.changed.by', { ...words, name }),
        detail: note,
      };
    }
    case 'dispatch_requested':
      // Issue 31: an NGO asked one volunteer (their first name in note), and the answer.
      return {
        title: mine
          ? t('history.dispatch.asked.mine', { volunteer: note ?? t('history.aVolunteer') })
          : t('history.dispatch.asked.by', { name, volunteer: note ?? t('history.aVolunteer') }),
        detail: null,
      };
    case 'dispatch_accepted':
      return {
        title: mine
          ? t('history.dispatch.accepted.mine')
          : t('history.dispatch.accepted.by', { name: volunteer }),
        detail: null,
      };
    case 'dispatch_declined':
      return {
        title: mine
          ? t('history.dispatch.declined.mine')
          : t('history.dispatch.declined.by', { name: volunteer }),
        detail: null,
      };
    case 'escalated':
      return {
        title:
          event.escalation?.step === 'ngos'
            ? t('history.escalated.ngos', { minutes: event.escalation.afterMinutes })
            : t('history.escalated.volunteers', {
                minutes: event.escalation?.afterMinutes ?? '',
                km: event.escalation?.radiusKm ?? '',
              }),
        detail: null,
      };
    case 'legacy':
      return { title: note ?? t('history.updated'), detail: null };
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
 * The case history's heading, one word in every area: "Case Updates", as the spec names it on
 * the NGO's detail. `level` as SectionTitle's: one under the page's title.
 */
export function CaseUpdatesTitle({ level, id }: { level: 2 | 3; id?: string }) {
  const text = areasText.useText();
  return (
    <SectionTitle level={level} id={id}>
      {text('history.title')}
    </SectionTitle>
  );
}

/**
 * A case's history as a timeline, oldest first: who did what, in plain words, each with its
 * DateTime. Never anyone's contact details (the events carry none).
 */
export function CaseHistory({ events, viewerId, now, label, emptyText }: CaseHistoryProps) {
  const text = areasText.useText();
  if (events.length === 0) return <Empty>{emptyText ?? text('history.empty')}</Empty>;
  return (
    <Timeline aria-label={label ?? text('history.label')}>
      {events.map((event) => {
        const { title, detail } = caseEventText(event, viewerId);
        return (
          <Entry key={event.id} data-event={event.type} $tone={toneOf(event)}>
            <Title>{title}</Title>
            {detail && <Detail>{detail}</Detail>}
            {event.photo && (
              <Photo
                src={uploadUrl(event.photo)}
                alt={text('history.photoAlt', { what: detail ?? title })}
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

/** The part of a history query CaseTimeline reads (an area may fetch it its own way). */
export interface CaseHistoryQuery {
  data: readonly CaseEvent[] | undefined;
  error: Error | null;
  fetchStatus: string;
  refetch: () => unknown;
}

export interface CaseTimelineProps extends Omit<CaseHistoryProps, 'events'> {
  history: CaseHistoryQuery;
}

/**
 * The case history as every area shows it: a spinner while it loads, the server's reason with
 * a retry when it fails, then the timeline in the reader's own words.
 */
export function CaseTimeline({ history, ...props }: CaseTimelineProps) {
  const text = areasText.useText();
  if (isAwaitingData(history)) return <Spinner label={text('history.loading')} />;
  if (history.error && !history.data) {
    return (
      <ErrorPanel
        title={text('history.failed')}
        message={serverMessageOr(history.error, '')}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return <CaseHistory events={history.data ?? []} {...props} />;
}

const ClosureLines = styled.span`
  ${stack(1)}
  overflow-wrap: anywhere;
`;

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
  ${stack(4)}
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(5)};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const Entry = styled.li<{ $tone: BadgeTone }>`
  position: relative;
  ${stack(1)}
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
