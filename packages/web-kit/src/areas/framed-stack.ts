import { css } from 'styled-components';
import { stack } from '@rescue/web-kit';

/**
 * A bordered box whose contents stand one under another, `gap` spacing steps apart: a card's,
 * a panel's or a loading placeholder's frame in the signed-in areas. A styled block adds its
 * own background, shadow or spacing after it, and may change the border's colour or corners.
 */
export const framedStack = (gap: number) => css`
  ${stack(gap)}
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;
