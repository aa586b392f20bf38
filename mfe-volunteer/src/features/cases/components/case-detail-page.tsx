import { useParams } from '@rescue/router';
import {
  RULE_MESSAGES,
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
} from '@rescue/web-kit';
import { DateTime, IncidentPhoto, SeverityBadge, Facts, BackLink } from '@rescue/web-kit/areas';
import { isAwaitingData } from '@rescue/web-kit/query';
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
    // The server shows a case only while it is open, or to the volunteer who holds it.
    // By code, as the message is in the person's language (issue 29).
    const gone =
      loaded.error.code === 'RULE_AVAILABLE_OR_HELD' ||
      loaded.error.message === RULE_MESSAGES.availableOrHeld;
    if (loaded.error.status === 403 && gone) {
      return <CaseGone />;
    }
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

/** A case this volunteer may no longer open: most often someone else took it. */
function CaseGone() {
  const text = volunteerText.useText();
  return (
    <>
      <Notice role="status">{text('actions.takenByOther')}</Notice>
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
          <CaseActions item={item} signFirst={signFirst} />
        </DetailsArea>
      </Layout>
      {item.caseUpdates.length > 0 && (
        <section aria-labelledby="case-updates">
          <h3 id="case-updates">{text('detail.updates')}</h3>
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
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const WhereActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
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
