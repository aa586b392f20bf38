import { useRef } from 'react';
import styled, { css } from 'styled-components';
import { LinkButton, useStepAside } from '@rescue/web-kit';
import { publicText } from '../../../i18n/text';

/**
 * On phones, reporting stays one tap away while scrolling (the call button sits right). It
 * steps aside while a control is under it (the footer's newsletter field being typed in, a
 * link scrolling past), as the call button does, so a tap meant for that control lands there.
 */
export function FloatingReportButton() {
  const text = publicText.useText();
  const frame = useRef<HTMLDivElement>(null);
  const aside = useStepAside(frame);
  return (
    <Floating ref={frame} data-floating="" data-aside={aside || undefined} $aside={aside}>
      <LinkButton
        to="/report-incident"
        aria-label={text('home.floating.label')}
        tabIndex={aside ? -1 : undefined}
      >
        <span aria-hidden="true">+</span> {text('home.floating.text')}
      </LinkButton>
    </Floating>
  );
}

// The kit's floating size and gap, as the call button: the footer's floatingReserve
// (the button and a gap above and below it) is computed from the same two.
const Floating = styled.div<{ $aside: boolean }>`
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
  /* Still laid out (its box is where it would be), so it comes back once the way is clear. */
  ${({ $aside }) =>
    $aside &&
    css`
      visibility: hidden;
      pointer-events: none;
    `}
`;
