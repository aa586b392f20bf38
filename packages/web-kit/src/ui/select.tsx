import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldLabel, Hint, Wrapper, controlStyles } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a city". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled select, described by its hint and error like Field. */
export function Select({ label, options, placeholder, hint, error, id, ...rest }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <Wrapper>
      <FieldLabel htmlFor={selectId} required={rest.required}>
        {label}
      </FieldLabel>
      <Control
        id={selectId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

const Control = styled.select`
  ${controlStyles}
`;
