import { useParams } from '@rescue/router';
import styled from 'styled-components';
import type { Incident, VolunteerContact } from '@rescue/contracts';
import {
  Card,
  CaseHistory,
  ErrorPanel,
  IncidentPhoto,
  SeverityBadge,
  StatusBadge,
  DateTime,
  animalName,
  Spinner,
  closureReasonText,
  serverMessageOr,
  usePageTitle,
  useSession,
  DetailColumn,
  DetailColumns,
  DetailHeading,
  Facts,
  BackLink,
  DetailText,
} from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import { useCaseHistory, useIncident, useVolunteerContact } from '../api/incidents-api';
import { Muted, SectionTitle } from '../../../components/layout';
import {
  CITY_ZOOM,
  DETAIL_ZOOM,
  IncidentMap,
  incidentPoint,
  isApproximate,
  latLngOf,
} from '@rescue/web-kit/map';
import { StatusSelect } from './status-select';
import { WaitingBadge } from './waiting-badge';
import { useNow } from '../hooks/use-now';
import { volunteerName, volunteerStatus } from '../utils/incident-rules';
import { MESSAGES } from '../utils/messages';
import { FlagReport } from './flag-report';
import { NgoHandling } from './ngo-handling';

/** One incident in full, with its status control and its history. */
export function IncidentDetailPage() {
  const { id = '' } = useParams();
  const incident = useIncident(id);
  // The volunteer's phone is a second call; when it fails the page shows what it has.
  const volunteer = useVolunteerContact(
    id,
    incident.data?.volunteerActivity?.assignedVolunteer ?? undefined,
  );
  usePageTitle(
    incident.data ? `${animalName(incident.data.animalInfo.type)}: incident` : 'Incident',
  );

  function content() {
    if (isAwaitingData(incident)) return <Spinner label="Loading the incident…" />;
    if (incident.error && !incident.data) {
      // A malformed id (400) is as unknown as a missing one (404).
      const notFound = [400, 404].includes(incident.error.status);
      if (notFound) return <ErrorPanel title={MESSAGES.incidentNotFound} />;
      // Refused (a report the operator hid): the server says why.
      if (incident.error.status === 403) return <ErrorPanel title={incident.error.message} />;
      return (
        <ErrorPanel title={MESSAGES.fetchIncidentFailed} onRetry={() => void incident.refetch()} />
      );
    }
    if (!incident.data) return null;
    return <IncidentDetail incident={incident.data} volunteer={volunteer.data} />;
  }

  return (
    <>
      <BackLink to="/dashboard/incidents">← Back to Incidents</BackLink>
      {content()}
    </>
  );
}

interface IncidentDetailProps {
  incident: Incident;
  volunteer: VolunteerContact | undefined;
}

function IncidentDetail({ incident, volunteer }: IncidentDetailProps) {
  const now = useNow();
  const { animalInfo, location, reporterInfo } = incident;
  const assessment = animalInfo.aiSeverityAssessment;
  const activity = incident.volunteerActivity;
  const [latitude, longitude] = latLngOf(incident);
  const approximate = isApproximate(incident);
  const name = animalName(animalInfo.type);
  const when = (iso: string) => <DateTime at={iso} now={now} />;
  const updates = [...incident.caseUpdates].sort(
    (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp),
  );

  return (
    <>
      <DetailHeading>
        <h2>{name}</h2>
        <SeverityBadge score={assessment.score} />
        <StatusBadge status={incident.status} />
        <WaitingBadge incident={incident} now={now} />
      </DetailHeading>
      <DetailColumns $first={3} $second={2}>
        <DetailColumn>
          <IncidentPhoto
            photo={animalInfo.photo}
            alt={`The reported animal: ${name}`}
            size="full"
            height={300}
          />
          <Card aria-labelledby="status-title">
            <SectionTitle id="status-title">Status</SectionTitle>
            <div>
              <NgoHandling incident={incident} canTake />
            </div>
            <StatusSelect incident={incident} label="Change status" />
            <Facts>
              <dt>Created</dt>
              <dd>{when(incident.createdAt)}</dd>
              <dt>Last updated</dt>
              <dd>{when(incident.updatedAt)}</dd>
              {incident.closure && (
                <>
                  <dt>Closed</dt>
                  <dd>
                    {closureReasonText(incident.closure.reason, incident.closure.note)},{' '}
                    {when(incident.closure.at)}
                  </dd>
                </>
              )}
            </Facts>
          </Card>
          <Card aria-labelledby="description-title">
            <SectionTitle id="description-title">Description</SectionTitle>
            <DetailText>{incident.description}</DetailText>
            <Facts>
              <dt>Animal</dt>
              <dd>{animalInfo.description}</dd>
            </Facts>
          </Card>
          <Card aria-labelledby="assessment-title">
            <SectionTitle id="assessment-title">AI Assessment</SectionTitle>
            <Facts>
              <dt>Severity score</dt>
              <dd>
                <SeverityBadge score={assessment.score} />
              </dd>
              <dt>Category</dt>
              <dd>{assessment.category}</dd>
              <dt>Details</dt>
              <dd>{assessment.assessmentDetails}</dd>
            </Facts>
          </Card>
          <Card aria-labelledby="updates-title">
            <SectionTitle id="updates-title">Case Updates</SectionTitle>
            {updates.length === 0 ? (
              <Muted>No updates yet.</Muted>
            ) : (
              <Timeline>
                {updates.map((update, index) => (
                  <li key={`${update.timestamp}-${index}`}>
                    <Muted>{when(update.timestamp)}</Muted>
                    <DetailText>{update.description}</DetailText>
                  </li>
                ))}
              </Timeline>
            )}
          </Card>
          <Card aria-labelledby="history-title">
            <SectionTitle id="history-title">Case history</SectionTitle>
            <History id={incident._id} now={now} />
          </Card>
        </DetailColumn>
        <DetailColumn>
          <Card aria-labelledby="location-title">
            <SectionTitle id="location-title">Location Details</SectionTitle>
            <Facts>
              <dt>Address</dt>
              <dd>{location.address}</dd>
              <dt>City</dt>
              <dd>{incident.city}</dd>
              <dt>Location</dt>
              <dd>{locationText(incident)}</dd>
              {!approximate && (
                <>
                  <dt>Coordinates</dt>
                  <dd>
                    {latitude.toFixed(5)}, {longitude.toFixed(5)}
                  </dd>
                </>
              )}
            </Facts>
            <IncidentMap
              points={[incidentPoint(incident)]}
              center={[latitude, longitude]}
              zoom={approximate ? CITY_ZOOM : DETAIL_ZOOM}
              height={260}
              label="Map of the incident's location"
            />
          </Card>
          <Card aria-labelledby="reporter-title">
            <SectionTitle id="reporter-title">Reporter Information</SectionTitle>
            <Facts>
              <dt>Name</dt>
              <dd>{reporterInfo.name}</dd>
              {reporterInfo.contactNumber && (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${reporterInfo.contactNumber.replace(/\s/g, '')}`}>
                      {reporterInfo.contactNumber}
                    </a>
                  </dd>
                </>
              )}
              {reporterInfo.email && (
                <>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${reporterInfo.email}`}>{reporterInfo.email}</a>
                  </dd>
                </>
              )}
              {reporterInfo.preferredContactMethod && (
                <>
                  <dt>Preferred contact</dt>
                  <dd>{reporterInfo.preferredContactMethod}</dd>
                </>
              )}
            </Facts>
            {!reporterInfo.contactNumber && (
              <Muted>Contact details are shown once your NGO documents are signed.</Muted>
            )}
          </Card>
          <Card aria-labelledby="volunteer-title">
            <SectionTitle id="volunteer-title">Volunteer Assignment</SectionTitle>
            <Facts>
              <dt>Volunteer</dt>
              <dd>{volunteer?.name || volunteerName(incident)}</dd>
              {volunteer?.phoneNumber && (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${volunteer.phoneNumber.replace(/\s/g, '')}`}>
                      {volunteer.phoneNumber}
                    </a>
                  </dd>
                </>
              )}
              <dt>Status</dt>
              <dd>{volunteerStatus(incident)}</dd>
              {activity && (
                <>
                  <dt>Assigned</dt>
                  <dd>{when(activity.assignedAt)}</dd>
                </>
              )}
            </Facts>
          </Card>
          <FlagReport incidentId={incident._id} />
        </DetailColumn>
      </DetailColumns>
    </>
  );
}

/** Who did what and when, from the case's history (the NGO's own doings read "you"). */
function History({ id, now }: { id: string; now: number }) {
  const history = useCaseHistory(id);
  const viewerId = useSession().user?.id;
  if (isAwaitingData(history)) return <Spinner label="Loading the case history…" />;
  if (history.error && !history.data) {
    return (
      <ErrorPanel
        title={MESSAGES.loadHistoryFailed}
        message={serverMessageOr(history.error, '')}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <CaseHistory
      events={history.data ?? []}
      viewerId={viewerId}
      now={now}
      emptyText="No history yet."
    />
  );
}

/** "Exact (± 12 m)", "Exact", or that only the city is known. */
function locationText(incident: Incident): string {
  if (isApproximate(incident)) return 'Approximate: only the city is known';
  const accuracy = incident.location.accuracyMeters;
  return accuracy == null ? 'Exact' : `Exact (± ${Math.round(accuracy)} m)`;
}

const Timeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(4)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
`;
