import { useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { PhoneIcon, useHelpline, useStepAside } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';

/**
 * The floating call button from 1024 px (spec: a floating emergency call button). It steps
 * aside (hidden, taps pass through) while a control is under it (a focused field near the
 * bottom, a sticky bar), so a click meant for the control never calls the helpline. On a
 * phone the banner's number in the sticky header is the call button (EmergencyBanner).
 */
export function EmergencyCallButton() {
  const text = shellText.useText();
  const link = useRef<HTMLAnchorElement>(null);
  const aside = useStepAside(link);
  const helpline = useHelpline();
  const phone = helpline.placeholder
    ? `${helpline.display} (${text('helpline.demo')})`
    : helpline.display;

  return (
    <aside aria-label={text('emergency.region')}>
      <CallLink
        ref={link}
        data-floating=""
        data-aside={aside || undefined}
        $aside={aside}
        href={helpline.tel}
        aria-label={text('emergency.call', { phone })}
        tabIndex={aside ? -1 : undefined}
      >
        <PhoneIcon width={26} height={26} />
      </CallLink>
    </aside>
  );
}

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(163, 13, 13, 0.5); }
  70% { box-shadow: 0 0 0 14px rgba(163, 13, 13, 0); }
  100% { box-shadow: 0 0 0 0 rgba(163, 13, 13, 0); }
`;

const CallLink = styled.a<{ $aside: boolean }>`
  display: none;
  position: fixed;
  right: ${({ theme }) => theme.layout.floatingGap};
  bottom: ${({ theme }) => theme.layout.floatingGap};
  z-index: ${({ theme }) => theme.z.floating};
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.floatingSize};
  height: ${({ theme }) => theme.layout.floatingSize};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.emergency};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${pulse} 2.4s ease-out infinite;
  &:hover {
    background: #7f0a0a;
  }
  ${({ theme }) => theme.media.lg} {
    display: inline-flex;
  }
  /* Still laid out (its box is where it would be), so it comes back once the way is clear. */
  ${({ $aside }) =>
    $aside &&
    css`
      visibility: hidden;
      pointer-events: none;
    `}
`;
