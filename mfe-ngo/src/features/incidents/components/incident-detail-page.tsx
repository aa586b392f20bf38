import { useParams } from '@rescue/router';
import { telHref, type Incident, type VolunteerContact } from '@rescue/contracts';
import { Card, StatusBadge, animalName, usePageTitle, useSession } from '@rescue/web-kit';
import {
  CaseTimeline,
  CaseUpdatesTitle,
  ClosureFact,
  IncidentPhoto,
  SeverityBadge,
  DateTime,
  DetailColumn,
  DetailColumns,
  DetailHeading,
  Facts,
  DetailText,
} from '@rescue/web-kit/areas';
import { CaseScreen } from '@rescue/web-kit/query';
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
import { message } from '../utils/messages';
import { ngoText } from '../../../i18n/text';
import { AskVolunteer } from './ask-volunteer';
import { FlagReport } from './flag-report';
import { NgoHandling } from './ngo-handling';
import { SeverityReview, categoryKey } from './severity-review';
import { PhotoCheckFacts } from './photo-check-facts';

/** One incident in full, with its status control and its history. */
export function IncidentDetailPage() {
  const text = ngoText.useText();
  const { id = '' } = useParams();
  const incident = useIncident(id);
  // The volunteer's phone is a second call; when it fails the page shows what it has.
  const volunteer = useVolunteerContact(
    id,
    incident.data?.volunteerActivity?.assignedVolunteer ?? undefined,
  );
  usePageTitle(
    incident.data
      ? text('detail.pageTitle', { name: animalName(incident.data.animalInfo.type) })
      : text('detail.pageTitleLoading'),
  );

  // A report this NGO flagged and the operator then hid: the server says so (a 404 that is not
  // "not found", in the page's language), as it does for a refusal (403).
  return (
    <CaseScreen
      state={incident}
      backTo="/dashboard/incidents"
      back={text('detail.back')}
      loading={text('detail.loading')}
      notFound={message('incidentNotFound')}
      failed={message('fetchIncidentFailed')}
      refusedCode="RULE_VERIFIED_NGO_ON_VISIBLE"
    >
      {(data) => <IncidentDetail incident={data} volunteer={volunteer.data} />}
    </CaseScreen>
  );
}

interface IncidentDetailProps {
  incident: Incident;
  volunteer: VolunteerContact | undefined;
}

function IncidentDetail({ incident, volunteer }: IncidentDetailProps) {
  const text = ngoText.useText();
  const now = useNow();
  const { animalInfo, location, reporterInfo } = incident;
  const assessment = animalInfo.aiSeverityAssessment;
  const activity = incident.volunteerActivity;
  const [latitude, longitude] = latLngOf(incident);
  const approximate = isApproximate(incident);
  const name = animalName(animalInfo.type);
  const when = (iso: string) => <DateTime at={iso} now={now} />;

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
            alt={text('card.photoAlt', { name })}
            size="full"
            height={300}
          />
          <Card aria-labelledby="status-title">
            <SectionTitle id="status-title">{text('detail.status.title')}</SectionTitle>
            <div>
              <NgoHandling incident={incident} canTake />
            </div>
            <StatusSelect incident={incident} label={text('detail.status.change')} />
            <Facts>
              <dt>{text('detail.status.created')}</dt>
              <dd>{when(incident.createdAt)}</dd>
              <dt>{text('detail.status.updated')}</dt>
              <dd>{when(incident.updatedAt)}</dd>
              {incident.closure && (
                <>
                  <dt>{text('detail.status.closed')}</dt>
                  <dd>
                    <ClosureFact closure={incident.closure} now={now} />
                  </dd>
                </>
              )}
            </Facts>
          </Card>
          <Card aria-labelledby="description-title">
            <SectionTitle id="description-title">{text('detail.description.title')}</SectionTitle>
            <DetailText>{incident.description}</DetailText>
            <Facts>
              <dt>{text('detail.description.animal')}</dt>
              <dd>{animalInfo.description}</dd>
              <PhotoCheckFacts animalInfo={animalInfo} />
            </Facts>
          </Card>
          <Card aria-labelledby="assessment-title">
            <SectionTitle id="assessment-title">{text('detail.assessment.title')}</SectionTitle>
            <Facts>
              <dt>{text('detail.assessment.score')}</dt>
              <dd>
                <SeverityBadge score={assessment.score} />
              </dd>
              <dt>{text('detail.assessment.category')}</dt>
              <dd>{text(categoryKey(assessment.category))}</dd>
              <dt>{text('detail.assessment.details')}</dt>
              <dd>{assessment.assessmentDetails}</dd>
            </Facts>
            <SeverityReview incident={incident} />
          </Card>
          {/* The one place the case's events are shown (caseUpdates are the same events). */}
          <Card aria-labelledby="updates-title">
            <CaseUpdatesTitle level={3} id="updates-title" />
            <History id={incident._id} now={now} />
          </Card>
        </DetailColumn>
        <DetailColumn>
          <Card aria-labelledby="location-title">
            <SectionTitle id="location-title">{text('detail.location.title')}</SectionTitle>
            <Facts>
              <dt>{text('detail.location.address')}</dt>
              <dd>{location.address}</dd>
              <dt>{text('detail.location.city')}</dt>
              <dd>{incident.city}</dd>
              <dt>{text('detail.location.location')}</dt>
              <dd>{locationText(incident)}</dd>
              {!approximate && (
                <>
                  <dt>{text('detail.location.coordinates')}</dt>
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
              label={text('detail.location.map')}
            />
          </Card>
          <Card aria-labelledby="reporter-title">
            <SectionTitle id="reporter-title">{text('detail.reporter.title')}</SectionTitle>
            <Facts>
              <dt>{text('detail.reporter.name')}</dt>
              <dd>{reporterInfo.name}</dd>
              {reporterInfo.contactNumber && (
                <>
                  <dt>{text('detail.reporter.phone')}</dt>
                  <dd>
                    <a href={telHref(reporterInfo.contactNumber)}>{reporterInfo.contactNumber}</a>
                  </dd>
                </>
              )}
              {reporterInfo.email && (
                <>
                  <dt>{text('detail.reporter.email')}</dt>
                  <dd>
                    <a href={`mailto:${reporterInfo.email}`}>{reporterInfo.email}</a>
                  </dd>
                </>
              )}
              {reporterInfo.preferredContactMethod && (
                <>
                  <dt>{text('detail.reporter.preferred')}</dt>
                  <dd>{contactMethodText(reporterInfo.preferredContactMethod)}</dd>
                </>
              )}
            </Facts>
            {!reporterInfo.contactNumber && <Muted>{text('detail.reporter.hidden')}</Muted>}
          </Card>
          <Card aria-labelledby="volunteer-title">
            <SectionTitle id="volunteer-title">{text('detail.volunteer.title')}</SectionTitle>
            <Facts>
              <dt>{text('detail.volunteer.name')}</dt>
              <dd>{volunteer?.name || volunteerName(incident)}</dd>
              {volunteer?.phoneNumber && (
                <>
                  <dt>{text('detail.volunteer.phone')}</dt>
                  <dd>
                    <a href={telHref(volunteer.phoneNumber)}>{volunteer.phoneNumber}</a>
                  </dd>
                </>
              )}
              <dt>{text('detail.volunteer.status')}</dt>
              <dd>{volunteerStatus(incident)}</dd>
              {activity && (
                <>
                  <dt>{text('detail.volunteer.assigned')}</dt>
                  <dd>{when(activity.assignedAt)}</dd>
                </>
              )}
            </Facts>
          </Card>
          <AskVolunteer incident={incident} />
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
  return <CaseTimeline history={history} viewerId={viewerId} now={now} />;
}

/** "Phone" or "Email" in the page's language; another way as the server wrote it. */
function contactMethodText(method: string): string {
  if (method === 'phone') return ngoText.t('detail.reporter.phone');
  if (method === 'email') return ngoText.t('detail.reporter.email');
  return method;
}

/** "Exact (± 12 m)", "Exact", or that only the city is known. */
function locationText(incident: Incident): string {
  if (isApproximate(incident)) return ngoText.t('detail.location.approximate');
  const accuracy = incident.location.accuracyMeters;
  return accuracy == null
    ? ngoText.t('detail.location.exact')
    : ngoText.t('detail.location.exactWithin', { meters: Math.round(accuracy) });
}
