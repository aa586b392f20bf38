import styled from 'styled-components';

/** The centred content column every screen sits in. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)}`};
  }
`;
