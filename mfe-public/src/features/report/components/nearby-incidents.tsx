import styled from 'styled-components';
import { useNearbyIncidents } from '../api/report-api';
import type { Coordinates } from '../utils/report-fields';

export const NEARBY_TITLE = 'Is it one of these?';

interface NearbyIncidentsProps {
  city: string;
  coordinates: Coordinates | null;
  /** Asked once the reporter starts typing the address (and again when the place changes). */
  typingAddress: boolean;
  enabled: boolean;
}

/** Open reports within about 200 m, so the same animal is not reported twice. */
export function NearbyIncidents({
  city,
  coordinates,
  typingAddress,
  enabled,
}: NearbyIncidentsProps) {
  const asking = enabled && typingAddress && city && coordinates;
  const place = asking ? { city, lng: coordinates[0], lat: coordinates[1] } : null;
  const nearby = useNearbyIncidents(place);
  const found = place ? (nearby.data?.data ?? []) : [];
  return (
    <div aria-live="polite">
      {found.length > 0 && (
        <Box aria-labelledby="nearby-title">
          <h3 id="nearby-title">{NEARBY_TITLE}</h3>
          <p>
            Open reports within about 200 m. If it is the same animal, rescuers already know about
            it.
          </p>
          <ul>
            {found.map((incident, index) => (
              <li key={index}>
                <strong>{incident.type}</strong>, {incident.status},{' '}
                {Math.round(incident.distanceM)} m away: {incident.description}
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
