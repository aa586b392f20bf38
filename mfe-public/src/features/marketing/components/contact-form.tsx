import type { FormEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from '@rescue/contracts';
import { Button, ErrorPanel, Field, stack, useFieldErrors } from '@rescue/web-kit';
import { formValue } from '../../../utils/form-value';
import { NameAndEmailFields } from '../../../components/name-and-email';
import { useSendContactMessage } from '../api/contact-api';
import { pagesText } from '../i18n/text';

const valueOf = (form: HTMLFormElement, name: string) => formValue(form, name).trim();

/**
 * The contact page's form (spec: Name, Email, Subject, Message, Send Message). It sends to the
 * operator's inbox and then thanks the person in the server's words; the server's refusals
 * (a wrong field, too many messages) are said above the button.
 */
export function ContactForm() {
  const text = pagesText.useText();
  const { errors, check, clear } = useFieldErrors();
  const send = useSendContactMessage();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!check(form)) return;
    send.mutate({
      name: valueOf(form, 'name'),
      email: valueOf(form, 'email'),
      subject: valueOf(form, 'subject'),
      message: valueOf(form, 'message'),
    });
  };

  if (send.isSuccess) {
    return (
      <Thanks role="status" aria-labelledby="message-title">
        <h2 id="message-title">{text('contact.form.thanks')}</h2>
        <p>{send.data.message}</p>
        <Button variant="secondary" onClick={() => send.reset()}>
          {text('contact.form.another')}
        </Button>
      </Thanks>
    );
  }

  return (
    <Form onSubmit={onSubmit} onChange={clear} noValidate aria-labelledby="message-title">
      <h2 id="message-title">{text('contact.form.title')}</h2>
      <NameAndEmailFields
        nameLabel={text('contact.form.name')}
        emailLabel={text('contact.form.email')}
        errors={errors}
      />
      <Field
        label={text('contact.form.subject')}
        name="subject"
        error={errors.subject}
        required
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
      />
      <Field
        label={text('contact.form.message')}
        name="message"
        error={errors.message}
        multiline
        required
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
      />
      {send.error && <ErrorPanel title={send.error.message} />}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? text('contact.form.sending') : text('contact.form.send')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  ${stack(4)}
  h2 {
    margin: 0;
  }
  button {
    align-self: flex-start;
  }
`;

const Thanks = styled.section`
  ${stack(3)}
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  h2,
  p {
    margin: 0;
  }
`;
