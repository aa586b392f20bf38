import styled from 'styled-components';
import { LinkButton } from '@rescue/web-kit';

/** On phones, reporting stays one tap away while scrolling (the call button sits right). */
export function FloatingReportButton() {
  return (
    <Floating data-floating="">
      <LinkButton to="/report-incident" aria-label="Report an animal in need">
        <span aria-hidden="true">+</span> Report
      </LinkButton>
    </Floating>
  );
}

const Floating = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.z.floating};
  a {
    min-height: 56px;
    border-radius: ${({ theme }) => theme.radius.pill};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
