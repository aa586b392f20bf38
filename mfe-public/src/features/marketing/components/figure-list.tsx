import styled from 'styled-components';
import type { pagesText } from '../i18n/text';
import { CLAIMS } from '../utils/content';

export interface Figure {
  value: string;
  label: string;
}

const NETWORK_CLAIMS = [
  { value: CLAIMS.animalsRescued, word: 'rescued' },
  { value: CLAIMS.partnerNgos, word: 'ngos' },
  // The spec gives two readings of the volunteer count: both are shown.
  { value: CLAIMS.volunteers, word: 'volunteers' },
  { value: CLAIMS.support, word: 'support' },
] as const;

/**
 * The whole network's own claims (not the platform's live counts), as the about and impact
 * pages show them: each page words them from its own keys, `<words>.rescued` and so on.
 */
export function networkFigures(
  text: ReturnType<typeof pagesText.useText>,
  words: 'about.numbers' | 'impact.network',
): Figure[] {
  return NETWORK_CLAIMS.map(({ value, word }) => ({
    value,
    label: text(`${words}.${word}`, { active: CLAIMS.activeVolunteers }),
  }));
}

/**
 * Big figures, each with what it counts: four to a row from the medium breakpoint. `soft` on
 * the brand's light background, `outlined` in a border.
 */
export function FigureList({
  figures,
  tone,
}: {
  figures: readonly Figure[];
  tone: 'soft' | 'outlined';
}) {
  return (
    <List $tone={tone}>
      {figures.map(({ value, label }) => (
        <li key={label}>
          <strong>{value}</strong> {label}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul<{ $tone: 'soft' | 'outlined' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    ${({ $tone, theme }) =>
      $tone === 'soft'
        ? `background: ${theme.colors.brandSoft};`
        : `border: 1px solid ${theme.colors.border};`}
  }
  strong {
    display: block;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.brand};
  }
`;
