import { Link } from '@rescue/router';
import styled from 'styled-components';
import {
  APP_NAME,
  CONTACT_CITY,
  CONTACT_EMAIL,
  SocialLinkItems,
  stack,
  useHelpline,
} from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';
import { NewsletterForm } from './newsletter-form';

const QUICK_LINKS = [
  { to: '/', label: 'footer.links.home' },
  { to: '/report-incident', label: 'footer.links.report' },
  { to: '/volunteer', label: 'footer.links.volunteer' },
  { to: '/partners', label: 'footer.links.partners' },
  { to: '/impact', label: 'footer.links.impact' },
  { to: '/about', label: 'footer.links.about' },
  { to: '/contact', label: 'footer.links.contact' },
] as const;

export function SiteFooter() {
  const text = shellText.useText();
  const helpline = useHelpline();
  return (
    <Footer>
      <Grid>
        <Column>
          <Heading>{APP_NAME}</Heading>
          <p>{text('footer.about.text')}</p>
        </Column>
        <Column>
          <Heading>{text('footer.links.title')}</Heading>
          <List>
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{text(label)}</Link>
              </li>
            ))}
          </List>
        </Column>
        <Column>
          <Heading>{text('footer.contact.title')}</Heading>
          <Address>
            <span>
              {text('footer.contact.emergency')} <a href={helpline.tel}>{helpline.display}</a>
              {helpline.placeholder && ` (${text('helpline.demo')})`}
            </span>
            <span>
              {text('footer.contact.email')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </span>
            <span>{CONTACT_CITY}</span>
          </Address>
        </Column>
        <Column>
          <Heading>{text('footer.social.title')}</Heading>
          <List aria-label={text('footer.social.label')} $inline>
            <SocialLinkItems />
          </List>
          <NewsletterForm />
        </Column>
      </Grid>
      <Legal>
        © {new Date().getFullYear()} {APP_NAME}. {text('footer.legal')}
      </Legal>
    </Footer>
  );
}

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  /* The page's end keeps the floating buttons' reserve free, so they cover nothing there. */
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)} ${theme.layout.floatingReserve}`};
  a {
    color: #fff;
  }
  /* The default blue ring is too faint on the dark footer. */
  :focus-visible {
    outline-color: #fff;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.2fr 1fr 1.2fr 1.4fr;
  }
`;

const Column = styled.div`
  p {
    margin: 0;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
  color: #fff;
`;

const List = styled.ul<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 2px 0;
  }
`;

const Address = styled.address`
  ${stack(2)}
  font-style: normal;
  overflow-wrap: anywhere;
`;

const Legal = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => `${theme.space(8)} auto 0`};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid #57606a;
  font-size: 0.875rem;
`;
