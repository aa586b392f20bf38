import { css } from 'styled-components';

/** "You are here": a blue dot in a white ring, drawn alike on the map and in its legend. */
export const hereDot = css`
  border-radius: 50%;
  border: 3px solid #ffffff;
  background: ${({ theme }) => theme.colors.info};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.info};
`;
