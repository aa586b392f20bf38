import styled from 'styled-components';
import { framedStack } from '@rescue/web-kit/areas';

/** An incident's card in a grid: a column of lines whose last link sits at the bottom. */
export const CardFrame = styled.article`
  ${framedStack(2)}
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  & > a:last-child {
    margin-top: auto;
  }
`;
