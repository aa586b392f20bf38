import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, toast } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';

/**
 * The newsletter field and Subscribe button. The spec shows no submission, and there is no
 * newsletter service, so it says so instead of pretending to subscribe anyone.
 */
export function NewsletterForm() {
  const inputId = useId();
  const text = shellText.useText();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    toast.info(text('newsletter.soon'));
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
        <Button type="submit">{text('newsletter.subscribe')}</Button>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
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
