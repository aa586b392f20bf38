import { useState, type FormEvent } from 'react';
import { CITY_NAMES, type UserProfile } from '@rescue/contracts';
import { Button, CheckboxField, Field, Select, serverMessageOr, toast } from '@rescue/web-kit';
import styled from 'styled-components';
import { useUpdateProfile } from '../api/profile-api';
import { validateProfile, type ProfileErrors, type ProfileValues } from '../utils/validate-profile';

export const PROFILE_SAVED_MESSAGE = 'Profile updated successfully';
export const PROFILE_FAILED_MESSAGE = 'Failed to update profile';

const CITY_OPTIONS = CITY_NAMES.map((name) => ({ value: name, label: name }));

interface ProfileFormProps {
  profile: UserProfile;
  onSaved(profile: UserProfile): void;
  onCancel(): void;
}

/**
 * Edit Profile: name, phone number, city and address, checked here and by the server, and
 * whether to get email updates on one's reports.
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileValues>({
    name: profile.name,
    phoneNumber: profile.phoneNumber,
    city: profile.city,
    address: profile.address,
  });
  const [emailUpdates, setEmailUpdates] = useState(profile.emailUpdates === true);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string>();
  const save = useUpdateProfile(profile._id);
  const saving = save.isPending;

  const change = (field: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

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
      });
      toast.success(PROFILE_SAVED_MESSAGE);
      onSaved(saved);
    } catch (error) {
      const message = serverMessageOr(error, PROFILE_FAILED_MESSAGE);
      setFailure(message);
      toast.error(message);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title">Edit Profile</h2>
      <Field
        label="Name"
        required
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={change('name')}
      />
      <Field
        label="Phone Number"
        required
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onChange={change('phoneNumber')}
      />
      <Select
        label="City"
        required
        options={CITY_OPTIONS}
        placeholder="Choose a city"
        value={values.city}
        error={errors.city}
        onChange={change('city')}
      />
      <Field
        label="Address"
        required
        multiline
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={change('address')}
      />
      <CheckboxField
        label="Email me updates on my reports"
        hint="When a rescuer takes a case you reported, and when it is closed."
        checked={emailUpdates}
        onChange={(event) => setEmailUpdates(event.target.checked)}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Buttons>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Profile'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
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
