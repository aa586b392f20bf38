// The NGO area's filter row (the incidents list, the home map, analytics): one look, and the
// one Area choice (the NGO's operating areas, each of them, All cities; areas.ts).
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { Select } from '@rescue/web-kit';
import { ngoText } from '../i18n/text';
import { areaOptions, type AreaChoice } from './areas';

/**
 * Filters side by side, wrapping on a phone, each label above its control; tops aligned, so a
 * field showing an error line below it moves nothing else.
 */
export const FilterBar = styled.div<{ $spaced?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  margin-bottom: ${({ $spaced, theme }) => ($spaced ? theme.space(5) : 0)};
  gap: ${({ theme }) => theme.space(3)};
  & > * {
    flex: 1 1 200px;
    max-width: 320px;
  }
`;

export function AreaSelect({
  cities,
  value,
  onChange,
}: {
  /** The NGO's operating cities. */
  cities: readonly string[];
  value: AreaChoice;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
}) {
  const text = ngoText.useText();
  return (
    <Select
      label={text('areas.label')}
      options={areaOptions(cities)}
      value={value}
      onChange={onChange}
    />
  );
}
