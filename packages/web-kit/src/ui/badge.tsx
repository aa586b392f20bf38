import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short status label; colours come from the theme's tone pairs (AA contrast). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.text : theme.colors[$tone])};
  background: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'neutral' ? theme.colors.surface : theme.colors[`${$tone}Soft`]};
`;
