import styled from 'styled-components';
import { NEARBY_RADIUS_M } from '@rescue/contracts';
import { useDebouncedValue } from '@rescue/web-kit';
import { useNearbyIncidents, type NearbyPlace } from '../api/report-api';
import { isPinned, type ReportFields } from '../utils/report-fields';

export const NEARBY_TITLE = 'Is it one of these?';
/** The description's words are asked about once typing pauses this long. */
const WORDS_PAUSE_MS = 600;

interface NearbyIncidentsProps {
  fields: ReportFields;
  /** Asked once the reporter starts typing the address (and again when the place changes). */
  typingAddress: boolean;
  enabled: boolean;
}

/**
 * Open reports that may be the same animal, so it is not reported twice: within about 200 m
 * of a placed pin, or (when either location is only a city) in the same city, recently, with
 * similar words. Each says which.
 */
export function NearbyIncidents({ fields, typingAddress, enabled }: NearbyIncidentsProps) {
  const words = useDebouncedValue(fields.animalDescription.trim(), WORDS_PAUSE_MS);
  const asking = enabled && typingAddress && fields.city !== '';
  const pinned = isPinned(fields) && fields.coordinates;
  const place: NearbyPlace | null = asking
    ? {
        city: fields.city,
        point: pinned ? [pinned[1], pinned[0]] : null,
        type: fields.animalType.trim(),
        words,
      }
    : null;
  const nearby = useNearbyIncidents(place);
  const found = place ? (nearby.data?.data ?? []) : [];
  const byCity = found.some((incident) => incident.match === 'city');
  return (
    <div aria-live="polite">
      {found.length > 0 && (
        <Box aria-labelledby="nearby-title">
          <h3 id="nearby-title">{NEARBY_TITLE}</h3>
          <p>
            {byCity
              ? `Open reports within about ${NEARBY_RADIUS_M} m, or in ${fields.city} recently with similar words where only the city is known.`
              : `Open reports within about ${NEARBY_RADIUS_M} m.`}{' '}
            If it is the same animal, rescuers already know about it.
          </p>
          <ul>
            {found.map((incident, index) => (
              <li key={index}>
                <strong>{incident.type}</strong>, {incident.status},{' '}
                {incident.match === 'distance' && incident.distanceM !== undefined
                  ? `${incident.distanceM} m away`
                  : `in ${fields.city}, similar words (location approximate)`}
                : {incident.description}
              </li>
            ))}
          </ul>
        </Box>
      )}
    </div>
  );
}

const Box = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
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
