import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { StatusBadge } from './status-badge';
import { IncidentPhoto } from '../areas/incident-photo';
import { UNNAMED_ANIMAL, animalName } from './animal-name';
import { placeText } from './place';

const inTheme = (ui: React.ReactElement) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

test.each([
  ['in progress', 'In Progress', theme.colors.info],
  ['completed', 'Completed', theme.colors.success],
  ['resolved', 'Resolved', theme.colors.success],
  ['pending', 'Pending', theme.colors.warning],
] as const)(
  'status %s reads "%s" in its colour (in progress blue, done green, pending yellow)',
  (status, label, color) => {
    inTheme(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveStyle({ color });
  },
);

test('a photo is the thumbnail by default, the full size when asked', () => {
  inTheme(
    <>
      <IncidentPhoto photo="0123456789abcdef0123456789abcdef.jpg" alt="Dog" />
      <IncidentPhoto photo="0123456789abcdef0123456789abcdef.jpg" alt="Cat" size="full" />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Dog' }).getAttribute('src')).toMatch(
    /\/api\/uploads\/0123456789abcdef0123456789abcdef\.jpg\?size=thumb$/,
  );
  expect(screen.getByRole('img', { name: 'Cat' }).getAttribute('src')).toMatch(/\.jpg$/);
});

test('no photo, or one that fails to load, shows "No photo"', () => {
  inTheme(
    <>
      <IncidentPhoto photo={null} alt="Dog" />
      <IncidentPhoto photo="0123456789abcdef0123456789abcdef.png" alt="Cat" />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Dog: no photo' })).toHaveTextContent('No photo');
  fireEvent.error(screen.getByRole('img', { name: 'Cat' }));
  expect(screen.getByRole('img', { name: 'Cat: no photo' })).toBeInTheDocument();
});

test('an animal is titled by its type, and a skipped type says so instead of "Unknown"', () => {
  expect(animalName('dog')).toBe('Dog');
  expect(animalName('Street cat')).toBe('Street cat');
  expect(animalName('Unknown')).toBe(UNNAMED_ANIMAL);
  expect(animalName('  ')).toBe(UNNAMED_ANIMAL);
});

test('a place names its city once', () => {
  expect(placeText('Kothrud, Pune', 'Pune')).toBe('Kothrud, Pune');
  expect(placeText('4 Lane, pune, Maharashtra', 'Pune')).toBe('4 Lane, pune, Maharashtra');
  expect(placeText('Punewadi Road', 'Pune')).toBe('Punewadi Road, Pune');
  expect(placeText('Hill Road', '')).toBe('Hill Road');
});

test('"No photo" keeps a photo’s height, so cards with and without photos line up', () => {
  inTheme(<IncidentPhoto photo={null} alt="Dog" height={150} />);
  expect(screen.getByRole('img', { name: 'Dog: no photo' })).toHaveStyle({ height: '150px' });
});
