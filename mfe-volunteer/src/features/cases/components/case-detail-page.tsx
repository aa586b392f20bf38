import { useParams } from '@rescue/router';
import {
  ALREADY_TAKEN_MESSAGE,
  CASE_HIDDEN_MESSAGE,
  RULE_MESSAGES,
  type CaseEvent,
  type VolunteerCaseDetail,
  DASHBOARD_PATHS,
  distanceKm,
  roundKm,
} from '@rescue/contracts';
import {
  Button,
  buttonStyles,
  type ButtonSize,
  type ButtonVariant,
  StatusBadge,
  animalName,
  placeText,
  ErrorPanel,
  Spinner,
  serverMessageOr,
  usePageTitle,
  useSession,
  inlineRow,
  stack,
} from '@rescue/web-kit';
import {
  CaseHistory,
  CaseTimeline,
  CaseUpdatesTitle,
  DateTime,
  IncidentPhoto,
  SeverityBadge,
  Facts,
  BackLink,
} from '@rescue/web-kit/areas';
import { isAwaitingData, useCaseHistory } from '@rescue/web-kit/query';
import { CITY_ZOOM, DETAIL_ZOOM, IncidentMap, directionsUrl } from '@rescue/web-kit/map';
import styled from 'styled-components';
import { useCase } from '../api/cases-api';
import {
  pointOf,
  requestPosition,
  useVolunteerPosition,
  type PositionState,
} from '../hooks/use-volunteer-position';
import { detailPoint } from '../utils/case-points';
import { approximateText, distanceWords, handledByText } from './case-card';
import { positionFailureText } from './location-sort';
import { CaseActions, Notice } from './case-actions';
import { ReporterContact } from './reporter-contact';
import { DispatchRequest } from './dispatch-request';
import { volunteerText } from '../../../i18n/text';

/** /voldash/case/{id}: the case in the volunteer's shape, and what they can do with it. */
/** `signFirst`: the volunteer cannot take a case yet (documents to sign). */
export function CaseDetailPage({ signFirst = false }: { signFirst?: boolean }) {
  const text = volunteerText.useText();
  usePageTitle(text('detail.pageTitle'));
  const { id = '' } = useParams();
  // A link built from a missing id reads "undefined": nothing to ask the server. (The portal's
  // AreaGuard already sent a visitor without a session to log in.)
  const validId = id !== '' && id !== 'undefined';
  const loaded = useCase(id, validId);

  if (!validId) {
    return <CaseProblem title={text('detail.errorTitle')} message={text('detail.invalidId')} />;
  }
  if (isAwaitingData(loaded)) return <Spinner label={text('detail.loading')} />;
  if (loaded.error && !loaded.data) {
    // The server shows a case only while it is open, or to the volunteer who holds it, and
    // says why not: another volunteer took it, it was closed, or the team hid it (a 404 to
    // those who knew it). By code, as the message is in the person's language (issue 29).
    const { code, message } = loaded.error;
    if (code === 'ALREADY_TAKEN' || message === ALREADY_TAKEN_MESSAGE) {
      return <CaseGone reason={text('actions.takenByOther')} />;
    }
    const closed = code === 'RULE_AVAILABLE_OR_HELD' || message === RULE_MESSAGES.availableOrHeld;
    const hidden = code === 'CASE_HIDDEN' || message === CASE_HIDDEN_MESSAGE;
    if (closed || hidden) return <CaseGone reason={message} />;
    return loaded.error.status === 404 ? (
      <CaseProblem title={text('detail.notFound')} />
    ) : (
      <CaseProblem
        title={text('detail.errorTitle')}
        message={serverMessageOr(loaded.error, text('detail.loadFailed'))}
      />
    );
  }
  if (!loaded.data) return <CaseProblem title={text('detail.notFound')} />;
  return <CaseView item={loaded.data} signFirst={signFirst} />;
}

/** A case this volunteer may no longer open, and why (`reason`). */
function CaseGone({ reason }: { reason: string }) {
  const text = volunteerText.useText();
  return (
    <>
      <Notice role="status">{reason}</Notice>
      <Hint>{text('detail.gone')}</Hint>
      <BackLink to={DASHBOARD_PATHS.volunteer}>{text('portal.backToDashboard')}</BackLink>
    </>
  );
}

function CaseProblem({ title, message }: { title: string; message?: string }) {
  const text = volunteerText.useText();
  return (
    <>
      <ErrorPanel title={title} message={message} />
      <BackLink to={DASHBOARD_PATHS.volunteer}>{text('portal.backToDashboard')}</BackLink>
    </>
  );
}

function CaseView({ item, signFirst }: { item: VolunteerCaseDetail; signFirst: boolean }) {
  const { animal_info: animal, incident_location: location } = item;
  const text = volunteerText.useText();
  const shared = pointOf(useVolunteerPosition());
  const here: [number, number] | null = shared ? [shared.lat, shared.lng] : null;
  const title = animalName(animal.type);
  return (
    <>
      <BackLink to={DASHBOARD_PATHS.volunteer}>{text('detail.back')}</BackLink>
      <Layout>
        <PhotoArea>
          <IncidentPhoto
            photo={animal.photo}
            alt={`${title}: ${animal.description}`}
            size="full"
            height={300}
          />
        </PhotoArea>
        <MapArea>
          <IncidentMap
            points={[detailPoint(item)]}
            center={[location.coordinates[1], location.coordinates[0]]}
            zoom={location.approximate ? CITY_ZOOM : DETAIL_ZOOM}
            height={220}
            label={text('detail.mapLabel')}
            legendPriorities={false}
            here={here}
          />
        </MapArea>
        <DetailsArea>
          <Title>{title}</Title>
          <Badges>
            <StatusBadge status={item.status} />
            <SeverityBadge score={animal.severity.score} />
          </Badges>
          {item.assignedNGO && <Handled>{handledByText(item.assignedNGO.name)}</Handled>}
          <CaseFacts>
            <dt>{text('detail.facts.animal')}</dt>
            <dd>{animal.description}</dd>
            <dt>{text('detail.facts.whatHappened')}</dt>
            <dd>{item.description}</dd>
            <dt>{text('detail.facts.location')}</dt>
            <dd>
              {placeText(location.address, item.city)}
              <CaseWhere item={item} />
            </dd>
            <dt>{text('detail.facts.reported')}</dt>
            <dd>
              <DateTime at={item.createdAt} />
            </dd>
          </CaseFacts>
          <DispatchRequest item={item} />
          <CaseActions item={item} signFirst={signFirst} />
          <ReporterContact item={item} />
        </DetailsArea>
      </Layout>
      <CaseUpdates item={item} />
    </>
  );
}

/**
 * What happened to the case, in the kit's timeline. Once the volunteer holds it, its history in
 * their own words ("You took the case"); before, the server may show them only its case updates.
 */
function CaseUpdates({ item }: { item: VolunteerCaseDetail }) {
  const viewerId = useSession().user?.id;
  const history = useCaseHistory(item.id, { enabled: item.assignedToMe });
  if (!item.assignedToMe && item.caseUpdates.length === 0) return null;
  return (
    <UpdatesSection aria-labelledby="case-updates">
      <CaseUpdatesTitle level={3} id="case-updates" />
      {item.assignedToMe ? (
        <CaseTimeline history={history} viewerId={viewerId} />
      ) : (
        <CaseHistory events={item.caseUpdates.map(updateEvent)} />
      )}
    </UpdatesSection>
  );
}

/** A case update as the timeline's event without an actor: its text as the server wrote it. */
function updateEvent(update: VolunteerCaseDetail['caseUpdates'][number], index: number): CaseEvent {
  return {
    id: `${index}-${update.timestamp}`,
    type: 'legacy',
    at: update.timestamp,
    actor: null,
    from: null,
    to: null,
    note: update.description,
    reason: null,
  };
}

/** Press "Directions": the phone's maps app (geo: or Apple Maps), else OpenStreetMap. */
export function directionsLinkProps(url: string) {
  return /^https?:/.test(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/**
 * How far the case is from the volunteer (with their consent, from the position they shared)
 * and whether only its city is known, then the way there.
 */
function CaseWhere({ item }: { item: VolunteerCaseDetail }) {
  const position = useVolunteerPosition();
  const text = volunteerText.useText();
  const { coordinates, approximate } = item.incident_location;
  const away = kmFrom(position, coordinates);
  const url = directionsUrl([coordinates[1], coordinates[0]]);
  return (
    <Where>
      {(away !== null || approximate) && (
        <span>
          {away !== null && <strong>{distanceWords(away, approximate === true, item.city)}</strong>}
          {away !== null && approximate && ' · '}
          {approximate && approximateText()}
        </span>
      )}
      {position.status === 'failed' && <Muted>{positionFailureText(position.reason)}</Muted>}
      <WhereActions>
        <DirectionsLink href={url} $variant="secondary" $size="sm" {...directionsLinkProps(url)}>
          {text('detail.directions')}
        </DirectionsLink>
        {position.status !== 'on' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={requestPosition}
            disabled={position.status === 'asking'}
          >
            {position.status === 'asking' ? text('location.finding') : text('detail.howFar')}
          </Button>
        )}
      </WhereActions>
    </Where>
  );
}

/** Kilometres (to 0.1) from the volunteer's shared position to [longitude, latitude]. */
function kmFrom(position: PositionState, to: [number, number]): number | null {
  if (position.status !== 'on') return null;
  return roundKm(distanceKm([position.point.lng, position.point.lat], to));
}

const PhotoArea = styled.div`
  grid-area: photo;
  min-width: 0;
`;

const MapArea = styled.div`
  grid-area: map;
  min-width: 0;
`;

const DetailsArea = styled.div`
  grid-area: details;
  min-width: 0;
`;

const Handled = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.info};
`;

const Where = styled.span`
  ${stack(2)}
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space(1)};
`;

const WhereActions = styled.span`
  ${inlineRow(2)}
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.text.sm};
`;

const DirectionsLink = styled.a<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  text-decoration: none;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A phone: the photo, what it is and what to do, then where; wider: where under the photo. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  grid-template-areas: 'photo' 'details' 'map';
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'photo details' 'map details';
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

const CaseFacts = styled(Facts)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const UpdatesSection = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  ${stack(4)}
`;
