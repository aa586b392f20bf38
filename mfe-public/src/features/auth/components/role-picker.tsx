import styled from 'styled-components';
import { SIGN_UP_ROLES, type SignUpRole } from '@rescue/contracts';
import { authText } from '../i18n/text';

/** User, Volunteer or Ngo as one radio group, shown as segmented buttons. */
export function RolePicker({
  value,
  onChange,
}: {
  value: SignUpRole;
  onChange(role: SignUpRole): void;
}) {
  const text = authText.useText();
  return (
    <Fieldset>
      <legend>{text('register.roleLegend')}</legend>
      <Options>
        {SIGN_UP_ROLES.map((role) => (
          <Option key={role}>
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
            />
            <span>{text(`register.role.${role}`)}</span>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
`;

const Option = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
  }
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: 600;
    cursor: pointer;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
