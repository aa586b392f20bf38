import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { EMERGENCY_PHONE, PhoneIcon } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';

/** What a tap on the button would otherwise have meant for. */
const CONTROLS =
  'a[href], button, input, select, textarea, label, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Whether a control (a focused field, a sticky bar's button, a link) lies under `element`:
 * what is under a grid of points across its box, the element itself left out.
 */
export function coversControl(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  for (const x of [box.left + 1, box.left + box.width / 2, box.right - 1]) {
    for (const y of [box.top + 1, box.top + box.height / 2, box.bottom - 1]) {
      const under = document
        .elementsFromPoint(x, y)
        .find((found) => !element.contains(found) && found.closest(CONTROLS));
      if (under) return true;
    }
  }
  return false;
}

/**
 * The floating call button from 1024 px (spec: a floating emergency call button). It steps
 * aside (hidden, taps pass through) while a control is under it (a focused field near the
 * bottom, a sticky bar), so a click meant for the control never calls the helpline. On a
 * phone the banner's number in the sticky header is the call button (EmergencyBanner).
 */
export function EmergencyCallButton() {
  const text = shellText.useText();
  const link = useRef<HTMLAnchorElement>(null);
  const [aside, setAside] = useState(false);

  useEffect(() => {
    let frame = 0;
    // Once a frame at most, after whatever moved the page (scroll, resize, focus, new content).
    const check = () => {
      frame = 0;
      if (link.current) setAside(coversControl(link.current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, []);

  return (
    <aside aria-label={text('emergency.region')}>
      <CallLink
        ref={link}
        data-floating=""
        data-aside={aside || undefined}
        $aside={aside}
        href={EMERGENCY_PHONE.tel}
        aria-label={text('emergency.call', { phone: EMERGENCY_PHONE.display })}
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
