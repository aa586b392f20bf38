import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { stack } from './flex-styles';

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

type InputFieldProps = FieldFrameProps &
  InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextareaFieldProps = FieldFrameProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/**
 * A labelled input (or textarea with `multiline`): the label is tied to the control, and
 * the hint and error are its description, so screen readers read all three.
 */
export function Field(props: InputFieldProps | TextareaFieldProps) {
  const generated = useId();
  const { label, hint, error, id = generated, ...control } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  return (
    <Wrapper>
      <FieldLabel htmlFor={id} required={control.required}>
        {label}
      </FieldLabel>
      {control.multiline ? (
        <TextArea {...withoutMultiline(control)} {...common} />
      ) : (
        <Input {...withoutMultiline(control)} {...common} />
      )}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _, ...rest }: T) {
  return rest;
}

export const Wrapper = styled.div`
  ${stack(1)}
`;

const Label = styled.label`
  font-weight: 600;
`;

/**
 * Every form control's label (Field, Select): a required one carries the same marker, so a
 * form never shows some required fields starred and others not.
 */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required && <Required aria-hidden="true"> *</Required>}
    </Label>
  );
}

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;
