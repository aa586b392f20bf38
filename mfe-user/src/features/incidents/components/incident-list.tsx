import { isClosedStatus, type Incident, casePathForRole } from '@rescue/contracts';
import {
  Card,
  LinkButton,
  StatusBadge,
  animalName,
  placeText,
  withNodes,
  stackedList,
  inlineRow,
} from '@rescue/web-kit';
import {
  CardMeta,
  DateTime,
  EmptyState,
  IncidentPhoto,
  ModerationNote,
  SeverityBadge,
  closedText,
} from '@rescue/web-kit/areas';
import { Link } from '@rescue/router';
import styled from 'styled-components';
import { userText } from '../../../i18n/text';

/**
 * "Your Incidents": each report with its photo, status and severity, and what the Rescue
 * Network team decided about it (hidden, and why; a duplicate).
 */
export function IncidentList({ incidents }: { incidents: Incident[] }) {
  const text = userText.useText();
  if (incidents.length === 0) {
    return (
      <EmptyState
        title={text('list.empty')}
        action={<LinkButton to="/report-incident">{text('list.reportNew')}</LinkButton>}
      />
    );
  }
  return (
    <List>
      {incidents.map((incident) => (
        <li key={incident._id}>
          <IncidentItem incident={incident} />
        </li>
      ))}
    </List>
  );
}

function IncidentItem({ incident }: { incident: Incident }) {
  const { animalInfo, location, assignedNGO } = incident;
  const text = userText.useText();
  const title = animalName(animalInfo.type);
  return (
    <Item as="article">
      <IncidentPhoto
        photo={animalInfo.photo}
        alt={`${title}: ${animalInfo.description}`}
        authenticated={incident.moderation?.hidden}
      />
      <div>
        <Top>
          <h3>
            <TitleLink to={casePathForRole('user', incident._id)}>{title}</TitleLink>
          </h3>
          <StatusBadge status={incident.status} />
          <SeverityBadge score={animalInfo.aiSeverityAssessment.score} />
        </Top>
        <ModerationNote moderation={incident.moderation} />
        <p>{incident.description}</p>
        <CardMeta>
          <li>
            {placeText(location.address, incident.city)}
            {location.approximate && ` (${text('case.approximate')})`}
          </li>
          {assignedNGO && <li>{text('list.handledBy', { name: assignedNGO.name })}</li>}
          <li>
            {withNodes(text('list.reported'), { when: <DateTime at={incident.createdAt} /> })}
          </li>
          {/* A hidden report is offered to no volunteer: "waiting" would mislead. */}
          {!incident.moderation?.hidden && <li>{whoIsOnIt(incident)}</li>}
        </CardMeta>
      </div>
    </Item>
  );
}

/** Who is on the case; a closed case says why it was closed instead. */
function whoIsOnIt({ status, closure, volunteerActivity }: Incident): string {
  if (isClosedStatus(status)) return closedText(closure);
  return volunteerActivity
    ? userText.t('list.volunteerOnIt', { name: volunteerActivity.volunteerName })
    : userText.t('list.waiting');
}

const List = styled.ul`
  ${stackedList}
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled(Card)`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 200px 1fr;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  ${inlineRow(2)}
  h3 {
    margin: 0 ${({ theme }) => theme.space(2)} 0 0;
    font-size: 1.125rem;
  }
`;

/** The card's title opens the case; the whole title is the target. */
const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;
