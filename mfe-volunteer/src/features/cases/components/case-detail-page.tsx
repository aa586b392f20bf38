import { Link, useParams } from '@rescue/router';
import { RULE_MESSAGES, type VolunteerCaseDetail, DASHBOARD_PATHS } from '@rescue/contracts';
import {
  StatusBadge,
  DateTime,
  animalName,
  placeText,
  ErrorPanel,
  IncidentPhoto,
  SeverityBadge,
  Spinner,
  serverMessageOr,
  usePageTitle,
} from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import styled from 'styled-components';
import { useCase } from '../api/cases-api';
import { CaseActions, Notice, TAKEN_BY_OTHER_MESSAGE } from './case-actions';

export const INVALID_ID_MESSAGE = 'Invalid case ID';
export const LOAD_FAILED_MESSAGE = 'Failed to load case details';

/** /voldash/case/{id}: the case in the volunteer's shape, and what they can do with it. */
/** `signFirst`: why the volunteer cannot take a case yet (documents to sign), when so. */
export function CaseDetailPage({ signFirst = null }: { signFirst?: string | null }) {
  usePageTitle('Case Details');
  const { id = '' } = useParams();
  // A link built from a missing id reads "undefined": nothing to ask the server. (The portal's
  // AreaGuard already sent a visitor without a session to log in.)
  const validId = id !== '' && id !== 'undefined';
  const loaded = useCase(id, validId);

  if (!validId) return <CaseProblem title="Error Loading Case" message={INVALID_ID_MESSAGE} />;
  if (isAwaitingData(loaded)) return <Spinner label="Loading case…" />;
  if (loaded.error && !loaded.data) {
    // The server shows a case only while it is open, or to the volunteer who holds it.
    if (loaded.error.status === 403 && loaded.error.message === RULE_MESSAGES.availableOrHeld) {
      return <CaseGone />;
    }
    return loaded.error.status === 404 ? (
      <CaseProblem title="Case not found" />
    ) : (
      <CaseProblem
        title="Error Loading Case"
        message={serverMessageOr(loaded.error, LOAD_FAILED_MESSAGE)}
      />
    );
  }
  if (!loaded.data) return <CaseProblem title="Case not found" />;
  return <CaseView item={loaded.data} signFirst={signFirst} />;
}

/** A case this volunteer may no longer open: most often someone else took it. */
function CaseGone() {
  return (
    <>
      <Notice role="status">{TAKEN_BY_OTHER_MESSAGE}</Notice>
      <Hint>Or it was closed. Other cases are waiting on your dashboard.</Hint>
      <BackLink to={DASHBOARD_PATHS.volunteer}>Back to Dashboard</BackLink>
    </>
  );
}

function CaseProblem({ title, message }: { title: string; message?: string }) {
  return (
    <>
      <ErrorPanel title={title} message={message} />
      <BackLink to={DASHBOARD_PATHS.volunteer}>Back to Dashboard</BackLink>
    </>
  );
}

function CaseView({ item, signFirst }: { item: VolunteerCaseDetail; signFirst: string | null }) {
  const { animal_info: animal, incident_location: location } = item;
  const title = animalName(animal.type);
  return (
    <>
      <BackLink to={DASHBOARD_PATHS.volunteer}>← Back to Dashboard</BackLink>
      <Layout>
        <IncidentPhoto
          photo={animal.photo}
          alt={`${title}: ${animal.description}`}
          size="full"
          height={300}
        />
        <div>
          <Title>{title}</Title>
          <Badges>
            <StatusBadge status={item.status} />
            <SeverityBadge score={animal.severity.score} />
          </Badges>
          <Facts>
            <dt>Animal</dt>
            <dd>{animal.description}</dd>
            <dt>What happened</dt>
            <dd>{item.description}</dd>
            <dt>Location</dt>
            <dd>{placeText(location.address, item.city)}</dd>
            <dt>Reported</dt>
            <dd>
              <DateTime at={item.createdAt} />
            </dd>
          </Facts>
          <CaseActions item={item} signFirst={signFirst} />
        </div>
      </Layout>
      {item.caseUpdates.length > 0 && (
        <section aria-labelledby="case-updates">
          <h3 id="case-updates">Case Updates</h3>
          <Updates>
            {item.caseUpdates.map((update) => (
              <li key={`${update.timestamp}-${update.description}`}>
                <span>{update.description}</span>
                <DateTime at={update.timestamp} />
              </li>
            ))}
          </Updates>
        </section>
      )}
    </>
  );
}

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.75rem;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Updates = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;
