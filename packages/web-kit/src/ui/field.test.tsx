import { screen } from '@testing-library/react';
import { renderWithKit } from '../../testing/render';
import { Field } from './field';
import { Select } from './select';

test('a required select is marked like a required input, and an optional one like neither', () => {
  renderWithKit(
    <form>
      <Field label="Name" name="name" required />
      <Select label="City" name="city" options={[{ value: 'Pune', label: 'Pune' }]} required />
      <Select label="Availability" name="availability" options={[]} />
    </form>,
  );
  const labels = [...document.querySelectorAll('label')].map((label) => label.textContent);
  expect(labels).toEqual(['Name *', 'City *', 'Availability']);
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  // The marker is decoration: the control's accessible name stays the label.
  expect(screen.getByRole('combobox', { name: 'City' })).toBeRequired();
});
