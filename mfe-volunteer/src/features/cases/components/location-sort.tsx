import { Button } from '@rescue/web-kit';
import styled from 'styled-components';
import {
  requestPosition,
  stopUsingPosition,
  type PositionFailure,
  type PositionState,
} from '../hooks/use-volunteer-position';

export const USE_LOCATION_LABEL = 'Use my location to sort by distance';
export const STOP_LOCATION_LABEL = 'Stop using my location';
export const SORTED_BY_LOCATION = 'Sorted by distance from your location';

/** Why the browser's location is not used, said in a few words. */
export const POSITION_FAILURES: Record<PositionFailure, string> = {
  denied: 'Location access was denied.',
  unavailable: 'Your location could not be found.',
  unsupported: 'This browser cannot share your location.',
};

/** "Showing cases in Pune", or without a known city, near it. */
export function cityText(city: string | undefined): string {
  return city ? `Showing cases in ${city}` : 'Showing cases near your city';
}

/**
 * How the cases are sorted, and the consent to sort them from where the volunteer is: the
 * browser is asked only when the button is pressed. Refused or not found, the list stays on
 * the volunteer's city and says why.
 */
export function LocationSort({ state, city }: { state: PositionState; city: string | undefined }) {
  const on = state.status === 'on';
  return (
    <Bar aria-label="Sort order">
      <Status role="status">
        {state.status === 'failed' && <Failure>{POSITION_FAILURES[state.reason]} </Failure>}
        {on ? SORTED_BY_LOCATION : cityText(city)}
      </Status>
      {on ? (
        <Button variant="secondary" size="sm" onClick={stopUsingPosition}>
          {STOP_LOCATION_LABEL}
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={requestPosition}
          disabled={state.status === 'asking'}
          aria-busy={state.status === 'asking'}
        >
          {state.status === 'asking' ? 'Finding your location…' : USE_LOCATION_LABEL}
        </Button>
      )}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Status = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Failure = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;
