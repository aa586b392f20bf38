import { Button, spreadRow } from '@rescue/web-kit';
import styled from 'styled-components';
import {
  requestPosition,
  stopUsingPosition,
  type PositionFailure,
  type PositionState,
} from '../hooks/use-volunteer-position';
import { volunteerText } from '../../../i18n/text';

/** Why the browser's location is not used, said in a few words. */
export function positionFailureText(reason: PositionFailure): string {
  return volunteerText.t(`location.failure.${reason}`);
}

/** "Showing cases in Pune", or without a known city, near it. */
export function cityText(city: string | undefined): string {
  return city ? volunteerText.t('location.city', { city }) : volunteerText.t('location.nearCity');
}

/**
 * How the cases are sorted, and the consent to sort them from where the volunteer is: the
 * browser is asked only when the button is pressed. Refused or not found, the list stays on
 * the volunteer's city and says why.
 */
export function LocationSort({
  state,
  city,
  urgent = false,
}: {
  state: PositionState;
  city: string | undefined;
  /** Ordered most urgent first: the position then only bounds how far the list reaches. */
  urgent?: boolean;
}) {
  const on = state.status === 'on';
  const text = volunteerText.useText();
  return (
    <Bar aria-label={text('location.sortOrder')}>
      <Status role="status">
        {state.status === 'failed' && <Failure>{positionFailureText(state.reason)} </Failure>}
        {on ? text(urgent ? 'location.nearUrgent' : 'location.sorted') : cityText(city)}
      </Status>
      {on ? (
        <Button variant="secondary" size="sm" onClick={stopUsingPosition}>
          {text('location.stop')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={requestPosition}
          disabled={state.status === 'asking'}
          aria-busy={state.status === 'asking'}
        >
          {state.status === 'asking' ? text('location.finding') : text('location.use')}
        </Button>
      )}
    </Bar>
  );
}

const Bar = styled.section`
  ${spreadRow}
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
