import type { Incident } from '@rescue/contracts';
import { AlertIcon, Badge } from '@rescue/web-kit';
import { Link } from '@rescue/router';
import styled from 'styled-components';
import { SectionTitle } from '../../../components/layout';
import {
  WAITING_AFTER_MINUTES,
  WAITING_MIN_SCORE,
  waitingLabel,
  waitingMinutes,
} from '../utils/incident-rules';

/** Urgent cases nobody has taken yet, longest waiting first; nothing when there are none. */
export function WaitingCases({ incidents, now }: { incidents: readonly Incident[]; now: number }) {
  const waiting = incidents
    .map((incident) => ({ incident, minutes: waitingMinutes(incident, now) }))
    .filter((entry): entry is { incident: Incident; minutes: number } => entry.minutes !== null)
    .sort((a, b) => b.minutes - a.minutes);
  if (waiting.length === 0) return null;
  return (
    <Panel aria-labelledby="waiting-title">
      <SectionTitle id="waiting-title">
        <AlertIcon /> Waiting for a volunteer
      </SectionTitle>
      <Note>
        Severity {WAITING_MIN_SCORE} or more, and no volunteer after {WAITING_AFTER_MINUTES}{' '}
        minutes.
      </Note>
      <List>
        {waiting.map(({ incident, minutes }) => (
          <li key={incident._id}>
            <Badge $tone="danger">{waitingLabel(minutes)}</Badge>
            <Link to={`/dashboard/incidents/${incident._id}`}>
              {incident.animalInfo.type}, {incident.location.address}
            </Link>
          </li>
        ))}
      </List>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.dangerSoft};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Note = styled.p`
  margin: 0;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    overflow-wrap: anywhere;
  }
`;
