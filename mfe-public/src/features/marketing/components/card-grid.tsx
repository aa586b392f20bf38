import styled from 'styled-components';

/** Cards side by side from tablets up, stacked on phones. */
export const CardGrid = styled.div<{ $columns: number }>`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
  h2,
  h3 {
    margin-top: 0;
  }
`;
