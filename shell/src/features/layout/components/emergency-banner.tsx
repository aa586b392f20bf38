import styled from 'styled-components';
import { EMERGENCY_PHONE, PhoneIcon } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';

/** The 24/7 helpline, above the header on every page. */
export function EmergencyBanner() {
  const text = shellText.useText();
  return (
    <Banner>
      <PhoneIcon width={16} height={16} />
      <span>{text('emergency.banner')}</span>
      <a href={EMERGENCY_PHONE.tel}>{EMERGENCY_PHONE.display}</a>
    </Banner>
  );
}

const Banner = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.emergency};
  color: #fff;
  font-size: 0.9375rem;
  text-align: center;
  a {
    color: #fff;
    font-weight: 700;
  }
  /* The default blue ring is too faint on red. */
  a:focus-visible {
    outline-color: #fff;
  }
`;
