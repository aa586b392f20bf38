import type { ReactNode } from 'react';
import styled from 'styled-components';
import { stack } from './flex-styles';
import { Button } from './button';
import { AlertIcon } from './icons';
import { kitText } from '../i18n/kit-text';

export interface ErrorPanelProps {
  title: string;
  message?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * A failure in one part of a page, announced at once, with a way to try again. It starts where
 * the page's content starts (under its heading), at every width, as the empty and loading
 * states do: a screen never centres it.
 */
export function ErrorPanel({ title, message, onRetry, retryLabel }: ErrorPanelProps) {
  return (
    <Frame role="alert">
      <Heading>
        <AlertIcon />
        {title}
      </Heading>
      {message && <Message>{message}</Message>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? kitText.t('error.retry')}
        </Button>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  ${stack(3)}
  align-items: flex-start;
  margin: ${({ theme }) => theme.space(6)} 0;
  max-width: 640px;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Message = styled.p`
  margin: 0;
`;
