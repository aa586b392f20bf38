import styled from 'styled-components';
import { stackedList } from '@rescue/web-kit';

/** A case card's facts under its title (where, who handles it, when): one a line, small, muted. */
export const CardMeta = styled.ul`
  ${stackedList}
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
