import { css } from 'styled-components';

/**
 * A row whose first and last things sit at either end and that wraps onto more lines on a
 * phone: a list's toolbar, a section's heading with its link, a notice with its button.
 * A styled block adds its own spacing after it (and may change the alignment or gap).
 */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A list without bullets or indent whose items stand one under another; the block adds its gap. */
export const stackedList = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;
