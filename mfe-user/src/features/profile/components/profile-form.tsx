import { useState, type FormEvent } from 'react';
import {
  ADDRESS_MAX_LENGTH,
  CITY_NAMES,
  NAME_MAX_LENGTH,
  type UserProfile,
} from '@rescue/contracts';
import { Button, Field, Select, serverMessageOr, toast, stack } from '@rescue/web-kit';
import { CheckboxField } from '@rescue/web-kit/areas';
import styled from 'styled-components';
import { useUpdateProfile } from '../api/profile-api';
import {
  PROFILE_MESSAGES,
  validateProfile,
  type ProfileErrors,
  type ProfileValues,
} from '../utils/validate-profile';
import { userText } from '../../../i18n/text';

const CITY_OPTIONS = CITY_NAMES.map((name) => ({ value: name, label: name }));

/** The checker's English message, in the page's language (the checker stays language-free). */
function errorText(message: string | undefined): string | undefined {
  const key = (Object.keys(PROFILE_MESSAGES) as (keyof typeof PROFILE_MESSAGES)[]).find(
    (name) => PROFILE_MESSAGES[name] === message,
  );
  if (!key) return message;
  return userText.t(`profile.errors.${key}`, {
    max: key === 'nameTooLong' ? NAME_MAX_LENGTH : ADDRESS_MAX_LENGTH,
  });
}

interface ProfileFormProps {
  profile: UserProfile;
  onSaved(profile: UserProfile): void;
  onCancel(): void;
}

/**
 * Edit Profile: name, phone number, city and address, checked here and by the server,
 * whether to get email updates on one's reports, and whether the volunteer who takes one of
 * them may call.
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const text = userText.useText();
  const [values, setValues] = useState<ProfileValues>({
    name: profile.name,
    phoneNumber: profile.phoneNumber,
    city: profile.city,
    address: profile.address,
  });
  const [emailUpdates, setEmailUpdates] = useState(profile.emailUpdates === true);
  // Reaching each other (issue 31): allowed unless the reporter turned it off.
  const [allowCalls, setAllowCalls] = useState(profile.allowCalls !== false);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string>();
  const save = useUpdateProfile(profile._id);
  const saving = save.isPending;

  /** A field's value, its error and its change, for the control that edits it. */
  const bound = (field: keyof ProfileValues) => ({
    value: values[field],
    error: errorText(errors[field]),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        name: values.name.trim(),
        phoneNumber: values.phoneNumber.trim(),
        city: values.city,
        address: values.address.trim(),
        emailUpdates,
        allowCalls,
      });
      toast.success(text('profile.saved'));
      onSaved(saved);
    } catch (error) {
      const message = serverMessageOr(error, text('profile.failed'));
      setFailure(message);
      toast.error(message);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title">{text('profile.title')}</h2>
      <Field label={text('profile.name')} required autoComplete="name" {...bound('name')} />
      <Field
        label={text('profile.phone')}
        required
        type="tel"
        autoComplete="tel"
        {...bound('phoneNumber')}
      />
      <Select
        label={text('profile.city')}
        required
        options={CITY_OPTIONS}
        placeholder={text('profile.cityPlaceholder')}
        {...bound('city')}
      />
      <Field
        label={text('profile.address')}
        required
        multiline
        autoComplete="street-address"
        {...bound('address')}
      />
      <CheckboxField
        label={text('profile.emailUpdates')}
        hint={text('profile.emailUpdatesHint')}
        checked={emailUpdates}
        onChange={(event) => setEmailUpdates(event.target.checked)}
      />
      <CheckboxField
        label={text('profile.allowCalls')}
        hint={text('profile.allowCallsHint')}
        checked={allowCalls}
        onChange={(event) => setAllowCalls(event.target.checked)}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Buttons>
        <Button type="submit" disabled={saving}>
          {saving ? text('profile.saving') : text('profile.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {text('profile.cancel')}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  ${stack(4)}
  max-width: 560px;
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
