import styled from 'styled-components';
import { PhoneIcon, useHelpline } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';

/**
 * The 24/7 helpline, above the header on every page. On a phone it is one line and its number
 * is the call button, docked in the sticky header (the floating one shows from 1024 px): one
 * tap away on every screen, and nowhere near a form's controls.
 */
export function EmergencyBanner() {
  const text = shellText.useText();
  const helpline = useHelpline();
  return (
    <Banner>
      {/* On a phone the short words, so the number and its demo note fit on one line. */}
      <Words data-banner-words>
        <Long>{text('emergency.banner')}</Long>
        <Short>{text('emergency.bannerShort')}</Short>
      </Words>
      <CallLink href={helpline.tel}>
        <PhoneIcon width={16} height={16} />
        {helpline.display}
      </CallLink>
      {/* Until the deployment sets its number, nobody should count on this one. */}
      {helpline.placeholder && (
        <Demo>
          (<Long>{text('helpline.demo')}</Long>
          <Short>{text('helpline.demoShort')}</Short>)
        </Demo>
      )}
    </Banner>
  );
}

const Banner = styled.p`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.emergency};
  color: #fff;
  font-size: ${({ theme }) => theme.text.sm};
  white-space: nowrap;
  ${({ theme }) => theme.media.md} {
    font-size: 0.9375rem;
  }
`;

/** The words give way (an ellipsis) before the number does. */
const Words = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Long = styled.span`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: inline;
  }
`;

const Short = styled.span`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const CallLink = styled.a`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid rgba(255, 255, 255, 0.7);
  border-radius: ${({ theme }) => theme.radius.pill};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  /* The default blue ring is too faint on red. */
  &:focus-visible {
    outline-color: #fff;
  }
`;

const Demo = styled.span`
  flex-shrink: 0;
`;
