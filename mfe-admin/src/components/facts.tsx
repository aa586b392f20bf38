import type { ReactNode } from 'react';
import styled from 'styled-components';
import { withNodes } from '@rescue/web-kit';
import { DateTime } from '@rescue/web-kit/areas';
import { adminText } from '../i18n/text';

/** Label and value pairs: two columns from 640 px, stacked on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  dt {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 11rem minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

/** One label and its value among Facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** An email address among a card's facts, as a link that writes to it. */
export function EmailFact({ email }: { email: string }) {
  const text = adminText.useText();
  return (
    <Fact label={text('facts.email')}>
      <a href={`mailto:${email}`}>{email}</a>
    </Fact>
  );
}

/** When an operator decided something, and who where the record says so. */
export function ByWhen({ by, at }: { by?: string | null; at: string }) {
  const text = adminText.useText();
  if (!by) return <DateTime at={at} />;
  return withNodes(text('facts.byWhen', { name: by }), { date: <DateTime at={at} /> });
}
