import type { Incident } from '@rescue/contracts';
import { casePathForRole } from '@rescue/contracts';
import { AlertIcon, Badge, animalName, stackedList } from '@rescue/web-kit';
import { framedStack } from '@rescue/web-kit/areas';
import { Link } from '@rescue/router';
import styled from 'styled-components';
import { SectionTitle } from '../../../components/layout';
import {
  WAITING_AFTER_MINUTES,
  WAITING_MIN_SCORE,
  waitingLabel,
  waitingMinutes,
} from '../utils/incident-rules';
import { ngoText } from '../../../i18n/text';

/** The home shows this many waiting cases at most; the rest are a link away. */
export const WAITING_SHOWN = 5;
export const SEE_ALL_WAITING_PATH = '/dashboard/incidents?status=pending';

/**
 * Urgent cases nobody has taken yet, longest waiting first, at most WAITING_SHOWN of them so
 * Recent Incidents stays in reach on a phone; nothing when there are none. `incidents` are the
 * home's area's newest, so the panel counts what the cards count.
 */
export function WaitingCases({
  incidents,
  now,
  seeAllPath = SEE_ALL_WAITING_PATH,
}: {
  incidents: readonly Incident[];
  now: number;
  /** The pending list of the same area. */
  seeAllPath?: string;
}) {
  const text = ngoText.useText();
  const waiting = incidents
    .map((incident) => ({ incident, minutes: waitingMinutes(incident, now) }))
    .filter((entry): entry is { incident: Incident; minutes: number } => entry.minutes !== null)
    .sort((a, b) => b.minutes - a.minutes);
  if (waiting.length === 0) return null;
  return (
    <Panel aria-labelledby="waiting-title">
      <SectionTitle id="waiting-title">
        <AlertIcon /> {text('home.waiting.title')}
      </SectionTitle>
      <Note>
        {text('home.waiting.note', { score: WAITING_MIN_SCORE, minutes: WAITING_AFTER_MINUTES })}
      </Note>
      <List>
        {waiting.slice(0, WAITING_SHOWN).map(({ incident, minutes }) => (
          <li key={incident._id}>
            <Link to={casePathForRole('ngo', incident._id)}>
              <strong>{animalName(incident.animalInfo.type)}</strong>
              <Address>{incident.location.address}</Address>
            </Link>
            <Badge $tone="danger">{waitingLabel(minutes)}</Badge>
          </li>
        ))}
      </List>
      {waiting.length > WAITING_SHOWN && (
        <SeeAll to={seeAllPath}>{text('home.waiting.seeAll', { count: waiting.length })}</SeeAll>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  ${framedStack(3)}
  margin-top: ${({ theme }) => theme.space(6)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  h3 svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  ${stackedList}
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: flex;
    flex-direction: column;
    min-width: 0;
    min-height: 44px;
    justify-content: center;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover strong {
    text-decoration: underline;
  }
`;

const Address = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const SeeAll = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
`;
