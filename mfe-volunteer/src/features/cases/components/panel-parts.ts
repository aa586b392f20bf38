import styled from 'styled-components';

// The case page's panels (a dispatch request, the case this volunteer holds, the reporter's
// contact) word themselves alike: a small heading, plain lines and a row of buttons.

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

export const PanelLine = styled.p`
  margin: 0;
`;

export const PanelButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
