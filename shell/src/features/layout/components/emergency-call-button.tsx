import styled, { keyframes } from 'styled-components';
import { EMERGENCY_PHONE, PhoneIcon } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';

/** A floating call button on every page: one tap rings the helpline on a phone. */
export function EmergencyCallButton() {
  const text = shellText.useText();
  return (
    <aside aria-label={text('emergency.region')}>
      <CallLink
        data-floating=""
        href={EMERGENCY_PHONE.tel}
        aria-label={text('emergency.call', { phone: EMERGENCY_PHONE.display })}
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

const CallLink = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.layout.floatingGap};
  bottom: ${({ theme }) => theme.layout.floatingGap};
  z-index: ${({ theme }) => theme.z.floating};
  display: inline-flex;
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
`;
