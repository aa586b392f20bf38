import styled from 'styled-components';
import { NEARBY_RADIUS_M } from '@rescue/contracts';
import { formatLocale, statusLabel, useDebouncedValue } from '@rescue/web-kit';
import en from '../i18n/en.json';
import { reportText } from '../i18n/text';
import { useNearbyIncidents, type NearbyPlace } from '../api/report-api';
import { isPinned, type ReportFields } from '../utils/report-fields';
import { FollowInsteadButton, type Followed } from './follow-instead-button';
import { softPanel } from '../../../components/soft-panel';

/** The box's heading in English (tests read it). */
export const NEARBY_TITLE = en['nearby.title'];
/** The description's words are asked about once typing pauses this long. */
const WORDS_PAUSE_MS = 600;

interface NearbyIncidentsProps {
  fields: ReportFields;
  /** Asked once the reporter starts typing the address (and again when the place changes). */
  typingAddress: boolean;
  signedIn: boolean;
  /** "Follow this case instead": the report's photo goes with it, and the form says where to follow. */
  follow?: { photo: File | null; onFollowed: (followed: Followed) => void };
}

/**
 * Open reports that may be the same animal, so it is not reported twice: within about 200 m
 * of a placed pin, or (when either location is only a city) in the same city, recently, with
 * similar words. Each says which.
 */
export function NearbyIncidents({ fields, typingAddress, signedIn, follow }: NearbyIncidentsProps) {
  const words = useDebouncedValue(fields.animalDescription.trim(), WORDS_PAUSE_MS);
  const asking = typingAddress && fields.city !== '';
  const pinned = isPinned(fields) && fields.coordinates;
  const place: NearbyPlace | null = asking
    ? {
        city: fields.city,
        point: pinned ? [pinned[1], pinned[0]] : null,
        type: fields.animalType.trim(),
        words,
      }
    : null;
  const nearby = useNearbyIncidents(place, signedIn);
  const found = place ? (nearby.data?.data ?? []) : [];
  const byCity = found.some((incident) => incident.match === 'city');
  const text = reportText.useText();
  return (
    <div aria-live="polite">
      {found.length > 0 && (
        <Box aria-labelledby="nearby-title">
          <h3 id="nearby-title">{text('nearby.title')}</h3>
          <p>
            {byCity
              ? text('nearby.byCity', { radius: NEARBY_RADIUS_M, city: fields.city })
              : text('nearby.byDistance', { radius: NEARBY_RADIUS_M })}{' '}
            {text('nearby.known')}
            {follow && found.some((incident) => incident._id) && ` ${text('followInstead.hint')}`}
          </p>
          <ul>
            {found.map((incident, index) => (
              <li key={index}>
                <strong>{incident.type}</strong>, {statusInSentence(incident.status)},{' '}
                {incident.match === 'distance' && incident.distanceM !== undefined
                  ? text('nearby.distance', { meters: incident.distanceM })
                  : text('nearby.approximate', { city: fields.city })}
                : {incident.description}
                {follow && incident._id && (
                  <FollowInsteadButton
                    incidentId={incident._id}
                    fields={fields}
                    photo={follow.photo}
                    onFollowed={follow.onFollowed}
                  />
                )}
              </li>
            ))}
          </ul>
        </Box>
      )}
    </div>
  );
}

/** The status in the page's language, mid-sentence ("pending", not "Pending"). */
const statusInSentence = (status: Parameters<typeof statusLabel>[0]) =>
  statusLabel(status).toLocaleLowerCase(formatLocale());

const Box = styled.section`
  ${softPanel('warning')}
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;
