import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';
import { kitText } from '../i18n/kit-text';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A busy indicator announced politely as its label. It starts where the page's content
 * starts (left), as the error and empty states do.
 */
export function Spinner({ label, size = 32 }: { label?: string; size?: number }) {
  return (
    <Frame role="status">
      <Circle style={{ width: size, height: size }} aria-hidden="true" />
      <VisuallyHidden>{label ?? kitText.t('spinner.loading')}</VisuallyHidden>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  justify-content: flex-start;
  padding: ${({ theme }) => `${theme.space(6)} 0`};
`;

const Circle = styled.span`
  display: block;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: ${spin} 0.8s linear infinite;
`;
