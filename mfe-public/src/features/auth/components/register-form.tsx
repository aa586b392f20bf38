import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ADDRESS_MAX_LENGTH,
  CITIES,
  EXPERIENCE_MAX_LENGTH,
  NGO_DETAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_INPUT_PATTERN,
  VOLUNTEER_AVAILABILITY,
  type RegisterRequest,
  type SignUpRole,
} from '@rescue/contracts';
import { Button, ErrorPanel, Field, Select, stack, useFieldErrors } from '@rescue/web-kit';
import { authText } from '../i18n/text';
import { formValue } from '../../../utils/form-value';
import { NameAndEmailFields } from '../../../components/name-and-email';
import { AuthForm } from './auth-layout';
import { RolePicker } from './role-picker';

const CITY_OPTIONS = CITIES.map(({ name }) => ({ value: name, label: name }));

/** Every field of the registration payload (spec section 3), read when the form is sent. */
export function toRegisterRequest(form: HTMLFormElement, role: SignUpRole): RegisterRequest {
  const text = (name: string) => formValue(form, name).trim();
  const optional = (name: string) => text(name) || undefined;
  const list = (name: string) => {
    const items = text(name)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return items.length ? items : undefined;
  };
  return {
    name: text('name'),
    email: text('email'),
    password: formValue(form, 'password'),
    role,
    city: text('city'),
    phoneNumber: text('phoneNumber'),
    address: text('address'),
    ...(role === 'volunteer' && {
      volunteerDetails: {
        availability: optional('availability'),
        skills: list('skills'),
        experience: optional('experience'),
      },
    }),
    ...(role === 'ngo' && {
      ngoDetails: {
        registrationNumber: optional('registrationNumber'),
        organizationType: optional('organizationType'),
        operatingAreas: list('operatingAreas'),
      },
    }),
  };
}

export interface RegisterFormProps {
  initialRole: SignUpRole;
  busy: boolean;
  error: string | null;
  onSubmit(payload: RegisterRequest): void;
}

/**
 * The kit checks required fields, the email, the password's length and the phone's format,
 * each field saying what is wrong under it (no browser bubbles); the server's messages come
 * back as `error`.
 */
export function RegisterForm({ initialRole, busy, error, onSubmit }: RegisterFormProps) {
  const [role, setRole] = useState<SignUpRole>(initialRole);
  const text = authText.useText();
  const { errors, check, clear } = useFieldErrors();
  const availabilityOptions = VOLUNTEER_AVAILABILITY.map((value) => ({
    value,
    label: text(`register.availability.${value}`),
  }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    onSubmit(toRegisterRequest(event.currentTarget, role));
  };
  return (
    <AuthForm onSubmit={submit} onChange={clear} noValidate aria-label={text('register.title')}>
      <RolePicker value={role} onChange={setRole} />
      {role === 'volunteer' && <About>{text('register.role.volunteer.about')}</About>}
      <NameAndEmailFields
        nameLabel={text(role === 'ngo' ? 'register.name.ngo' : 'register.name')}
        emailLabel={text('auth.email')}
        errors={errors}
        nameAutoComplete={role === 'ngo' ? 'organization' : 'name'}
      />
      <Field
        label={text('auth.password')}
        name="password"
        error={errors.password}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={text('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <Select
        label={text('register.city')}
        name="city"
        error={errors.city}
        options={CITY_OPTIONS}
        placeholder={text('register.cityPlaceholder')}
        required
      />
      <Field
        label={text('register.phone')}
        name="phoneNumber"
        error={errors.phoneNumber}
        type="tel"
        autoComplete="tel"
        required
        pattern={PHONE_INPUT_PATTERN}
        title={text('register.phoneFormat')}
      />
      <Field
        label={text('register.address')}
        name="address"
        error={errors.address}
        autoComplete="street-address"
        required
        maxLength={ADDRESS_MAX_LENGTH}
      />
      {role === 'volunteer' && (
        <Details>
          <legend>{text('register.volunteer.legend')}</legend>
          <Select
            label={text('register.availability')}
            name="availability"
            options={availabilityOptions}
            placeholder={text('register.availabilityPlaceholder')}
          />
          <Field label={text('register.skills')} name="skills" hint={text('register.skillsHint')} />
          <Field
            label={text('register.experience')}
            name="experience"
            multiline
            maxLength={EXPERIENCE_MAX_LENGTH}
          />
        </Details>
      )}
      {role === 'ngo' && (
        <Details>
          <legend>{text('register.ngo.legend')}</legend>
          <Field
            label={text('register.registrationNumber')}
            name="registrationNumber"
            maxLength={NGO_DETAIL_MAX_LENGTH}
          />
          <Field
            label={text('register.organizationType')}
            name="organizationType"
            maxLength={NGO_DETAIL_MAX_LENGTH}
          />
          <Field
            label={text('register.operatingAreas')}
            name="operatingAreas"
            hint={text('register.listHint')}
          />
        </Details>
      )}
      {error && <ErrorPanel title={error} />}
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? text('register.busy') : text('register.submit')}
      </Button>
    </AuthForm>
  );
}

const Details = styled.fieldset`
  ${stack(4)}
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
`;

/** What a volunteer does, under the role picker while Volunteer is chosen. */
const About = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
