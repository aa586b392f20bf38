import styled from 'styled-components';

export interface Figure {
  value: string;
  label: string;
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
