import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { NewsletterAnswer } from '@rescue/contracts';
import { api, Button, serverMessageOr, stack, toast, useLanguage } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';

/** The answer is two sentences: the kit's 2 s for a success is too short to read them. */
const SUBSCRIBED_TOAST_MS = 6000;

/**
 * The newsletter field and Subscribe button (issue 30). Subscribing needs the consent box:
 * the server stores the consent with its time and the page's language, and confirms by email
 * with an unsubscribe link. Subscribing twice is no error.
 */
export function NewsletterForm() {
  const inputId = useId();
  const consentId = useId();
  const text = shellText.useText();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);

  const subscribe = async (form: HTMLFormElement) => {
    const field = form.elements.namedItem('email');
    const email = field instanceof HTMLInputElement ? field.value.trim() : '';
    setBusy(true);
    try {
      const answer = await api.post<NewsletterAnswer>('/api/newsletter/subscribe', {
        json: { email, consent: true, language },
      });
      form.reset();
      toast.success(answer.message, { duration: SUBSCRIBED_TOAST_MS });
    } catch (error) {
      toast.error(serverMessageOr(error, text('newsletter.failed')));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser says which of the two is missing, at the field itself.
    if (event.currentTarget.reportValidity()) void subscribe(event.currentTarget);
  };

  return (
    <Form onSubmit={onSubmit} aria-label={text('newsletter.label')}>
      <label htmlFor={inputId}>{text('newsletter.field')}</label>
      <Row>
        <Input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={text('newsletter.placeholder')}
          required
        />
        <Button type="submit" disabled={busy}>
          {text('newsletter.subscribe')}
        </Button>
      </Row>
      <Consent htmlFor={consentId}>
        <input id={consentId} name="consent" type="checkbox" required />
        <span>{text('newsletter.consent')}</span>
      </Consent>
    </Form>
  );
}

const Form = styled.form`
  ${stack(2)}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Input = styled.input`
  flex: 1 1 180px;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
`;

const Consent = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.text.sm};
  input {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
`;
