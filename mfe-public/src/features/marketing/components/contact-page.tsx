import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  CONTACT_CITY,
  CONTACT_EMAIL,
  Card,
  EMERGENCY_PHONE,
  Field,
  PageContainer,
  SOCIAL_LINKS,
  usePageTitle,
  withNodes,
} from '@rescue/web-kit';
import { pagesText } from '../i18n/text';
import { CardGrid } from './card-grid';

export function ContactPage() {
  const text = pagesText.useText();
  usePageTitle(text('contact.title'));
  const [sent, setSent] = useState(false);
  // The spec shows this form without any submission: say so plainly instead of pretending.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <PageContainer>
      <h1>{text('contact.title')}</h1>
      <CardGrid $columns={3}>
        <Card>
          <h2>{text('contact.phone.title')}</h2>
          <p>{text('contact.phone.text')}</p>
          <a href={EMERGENCY_PHONE.tel}>{EMERGENCY_PHONE.display}</a>
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
        <Form onSubmit={onSubmit} aria-labelledby="message-title">
          <h2 id="message-title">{text('contact.form.title')}</h2>
          <Field label={text('contact.form.name')} name="name" autoComplete="name" required />
          <Field
            label={text('contact.form.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <Field label={text('contact.form.subject')} name="subject" required />
          <Field label={text('contact.form.message')} name="message" multiline required />
          <Button type="submit">{text('contact.form.send')}</Button>
          {sent && (
            <Note role="status">
              {withNodes(text('contact.form.notSent'), {
                email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
                phone: <a href={EMERGENCY_PHONE.tel}>{EMERGENCY_PHONE.display}</a>,
              })}
            </Note>
          )}
        </Form>
        <section aria-labelledby="social-title">
          <h2 id="social-title">{text('contact.social.title')}</h2>
          <Social>
            {SOCIAL_LINKS.map(({ name, url }) => (
              <li key={name}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </Social>
        </section>
      </Columns>
    </PageContainer>
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

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
  }
  button {
    align-self: flex-start;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
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
