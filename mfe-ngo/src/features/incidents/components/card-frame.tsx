import styled from 'styled-components';

/** An incident's card in a grid: a column of lines whose last link sits at the bottom. */
export const CardFrame = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  & > a:last-child {
    margin-top: auto;
  }
`;
