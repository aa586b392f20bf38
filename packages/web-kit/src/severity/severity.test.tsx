import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { severityColors, severityText } from './severity';
import { SeverityBadge } from '../areas/severity-badge';

test('bands colour a score: 7 or more red, 4 to under 7 yellow, under 4 green', () => {
  expect(severityColors(7)).toBe(theme.severity.high);
  expect(severityColors(10)).toBe(theme.severity.high);
  expect(severityColors(6.9)).toBe(theme.severity.moderate);
  expect(severityColors(4)).toBe(theme.severity.moderate);
  expect(severityColors(3.9)).toBe(theme.severity.low);
  expect(severityColors(0)).toBe(theme.severity.low);
});

test('the badge says the band and the score in the band colours', () => {
  render(
    <ThemeProvider theme={theme}>
      <SeverityBadge score={8} />
      <SeverityBadge score={5} />
    </ThemeProvider>,
  );
  expect(severityText(8)).toBe('High severity · 8/10');
  expect(screen.getByText('High severity · 8/10')).toHaveStyle({ color: theme.severity.high.fg });
  expect(screen.getByText('Moderate severity · 5/10')).toHaveAttribute('data-severity', 'moderate');
});
