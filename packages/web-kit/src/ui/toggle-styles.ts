import { css } from 'styled-components';

/**
 * A plain bordered control that opens something beside it (a menu, the bell's list): a finger's
 * height, the page's colours. Each adds its own size and padding.
 */
export const toggleStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
