import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { categoryBand, severityColors, severityStars } from './severity';
import { SeverityBadge } from './severity-badge';
import { SeverityStars } from './severity-stars';

test.each([
  [0, 0],
  [1, 1],
  [2, 1],
  [3, 2],
  [5, 3],
  [7, 4],
  [9, 5],
  [10, 5],
])('score %d gives %d stars (score / 2, rounded)', (score, stars) => {
  expect(severityStars(score)).toBe(stars);
});

test('bands colour a score: 7 or more red, 4 to under 7 yellow, under 4 green', () => {
  expect(severityColors(7)).toBe(theme.severity.high);
  expect(severityColors(10)).toBe(theme.severity.high);
  expect(severityColors(6.9)).toBe(theme.severity.moderate);
  expect(severityColors(4)).toBe(theme.severity.moderate);
  expect(severityColors(3.9)).toBe(theme.severity.low);
  expect(severityColors(0)).toBe(theme.severity.low);
});

test('categories colour like bands; CRITICAL counts as high', () => {
  expect(categoryBand('HIGH')).toBe('high');
  expect(categoryBand('CRITICAL')).toBe('high');
  expect(categoryBand('MODERATE')).toBe('moderate');
  expect(categoryBand('LOW')).toBe('low');
  expect(categoryBand('PENDING')).toBe('low');
});

test('the stars and the badge say what they show', () => {
  render(
    <ThemeProvider theme={theme}>
      <SeverityStars score={8} />
      <SeverityBadge score={8} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('img', { name: 'Severity: 4 of 5 stars' })).toBeInTheDocument();
  expect(screen.getByText('High · 8/10')).toHaveStyle({ color: theme.severity.high.fg });
});
