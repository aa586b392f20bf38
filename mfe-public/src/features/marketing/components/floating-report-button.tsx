import styled from 'styled-components';
import { LinkButton } from '@rescue/web-kit';
import { publicText } from '../../../i18n/text';

/** On phones, reporting stays one tap away while scrolling (the call button sits right). */
export function FloatingReportButton() {
  const text = publicText.useText();
  return (
    <Floating data-floating="">
      <LinkButton to="/report-incident" aria-label={text('home.floating.label')}>
        <span aria-hidden="true">+</span> {text('home.floating.text')}
      </LinkButton>
    </Floating>
  );
}

// The kit's floating size and gap, as the call button: the footer's floatingReserve
// (the button and a gap above and below it) is computed from the same two.
const Floating = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.layout.floatingGap};
  bottom: ${({ theme }) => theme.layout.floatingGap};
  z-index: ${({ theme }) => theme.z.floating};
  a {
    min-height: ${({ theme }) => theme.layout.floatingSize};
    border-radius: ${({ theme }) => theme.radius.pill};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
