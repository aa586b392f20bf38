import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@rescue/contracts';
import { Field, type FieldErrors } from '@rescue/web-kit';

interface NameAndEmailProps {
  nameLabel: string;
  emailLabel: string;
  /** The kit's field errors (useFieldErrors): each said under its field. */
  errors: FieldErrors;
  /** 'organization' when the name is an NGO's. */
  nameAutoComplete?: 'name' | 'organization';
}

/**
 * Who a person is, as the sign-up and contact forms both ask it: a required name and email
 * (named `name` and `email`) within the lengths the server takes.
 */
export function NameAndEmailFields({
  nameLabel,
  emailLabel,
  errors,
  nameAutoComplete = 'name',
}: NameAndEmailProps) {
  return (
    <>
      <Field
        label={nameLabel}
        name="name"
        error={errors.name}
        autoComplete={nameAutoComplete}
        required
        maxLength={NAME_MAX_LENGTH}
      />
      <Field
        label={emailLabel}
        name="email"
        error={errors.email}
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
      />
    </>
  );
}
