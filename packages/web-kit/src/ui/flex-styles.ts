import { css } from 'styled-components';

/**
 * Things one under another, `gap` spacing steps apart: a form's fields, a panel's lines, a
 * page's sections. A styled block adds its own alignment, padding or frame after it.
 */
export const stack = (gap: number) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(gap)};
`;

/**
 * Things side by side and centred on one line, wrapping onto more on a phone: a choice's
 * buttons, a heading with its badges, a row of actions. Unlike spreadRow they stay together
 * at the start of the line.
 */
export const inlineRow = (gap: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(gap)};
`;
