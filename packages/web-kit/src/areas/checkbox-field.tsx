import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { stack } from '@rescue/web-kit';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  label: ReactNode;
  /** A line under the label (what ticking it does). */
  hint?: string;
}

/** A checkbox with its label beside it, a 44 px target, and an optional hint. */
export function CheckboxField({ label, hint, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <Wrapper>
      <Row htmlFor={inputId}>
        <input id={inputId} type="checkbox" aria-describedby={hintId} {...input} />
        {label}
      </Row>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${stack(1)}
`;

const Row = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Hint = styled.p`
  margin: 0 0 0 ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
