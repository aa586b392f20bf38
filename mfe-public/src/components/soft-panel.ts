import { css } from 'styled-components';

/**
 * A panel set off from the page on the soft shade of its tone, with room inside: a report
 * sent, a warning beside the form, the offer to keep a report in an account.
 */
export const softPanel = (tone: 'info' | 'success' | 'warning') => css`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors[`${tone}Soft`]};
`;
