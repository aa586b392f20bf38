import styled from 'styled-components';
import { CONTACT_CITY, CONTACT_EMAIL, Card, SocialLinkItems, useHelpline } from '@rescue/web-kit';
import { pagesText } from '../i18n/text';
import { CardGrid } from './card-grid';
import { ContactForm } from './contact-form';
import { PublicPage } from './public-page';

export function ContactPage() {
  const text = pagesText.useText();
  const helpline = useHelpline();
  return (
    <PublicPage title={text('contact.title')}>
      <CardGrid $columns={3}>
        <Card>
          <h2>{text('contact.phone.title')}</h2>
          <p>{text('contact.phone.text')}</p>
          <a href={helpline.tel}>{helpline.display}</a>
          {helpline.placeholder && <p>{text('contact.phone.demo')}</p>}
        </Card>
        <Card>
          <h2>{text('contact.email.title')}</h2>
          <p>{text('contact.email.text')}</p>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </Card>
        <Card>
          <h2>{text('contact.location.title')}</h2>
          <p>{text('contact.location.text')}</p>
          <address>{CONTACT_CITY}</address>
        </Card>
      </CardGrid>
      <Columns>
        <ContactForm />
        <section aria-labelledby="social-title">
          <h2 id="social-title">{text('contact.social.title')}</h2>
          <Social>
            <SocialLinkItems />
          </Social>
        </section>
      </Columns>
    </PublicPage>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin-top: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  }
`;
