import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { stack } from '@rescue/web-kit';

/** One titled part of the report form. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <Hint>{hint}</Hint>}
      {children}
    </Section>
  );
}

const Section = styled.section`
  ${stack(4)}
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
