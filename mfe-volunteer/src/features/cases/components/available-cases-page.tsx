import { useState } from 'react';
import { EmptyState, ErrorPanel, Field, Select, PageHeader, usePageTitle } from '@rescue/web-kit';
import { isAwaitingData } from '@rescue/web-kit/query';
import styled from 'styled-components';
import type { SeverityFilter } from '@rescue/contracts';
import { SEVERITY_FILTER_OPTIONS, useAvailableCases, type AvailableQuery } from '../api/cases-api';
import { CaseGrid } from './case-grid';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export const AVAILABLE_FAILED_MESSAGE = 'Failed to load available cases';
/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

export function AvailableCasesPage() {
  usePageTitle('Available Cases');
  const [search, setSearch] = useState('');
  const [severity, setSeverity] = useState<SeverityFilter>('all');
  const query: AvailableQuery = {
    search: useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim(),
    severity,
  };
  const cases = useAvailableCases(query);
  const { data, error } = cases;
  const loading = isAwaitingData(cases);
  const filtered = query.search !== '' || severity !== 'all';
  return (
    <>
      <PageHeader
        level={2}
        title="Available Cases Nearby"
        description="Cases nobody has taken yet, nearest to your city first."
      />
      <Filters role="search" onSubmit={(event) => event.preventDefault()}>
        <Field
          label="Search cases"
          type="search"
          placeholder="Animal description or address"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label="Severity"
          options={SEVERITY_FILTER_OPTIONS}
          value={severity}
          onChange={(event) => setSeverity(event.target.value as SeverityFilter)}
        />
      </Filters>
      {data && <Summary role="status">{resultSummary(data.length, query)}</Summary>}
      {error && !loading ? (
        <ErrorPanel title={AVAILABLE_FAILED_MESSAGE} onRetry={() => void cases.refetch()} />
      ) : (
        <CaseGrid
          cases={data}
          loading={loading}
          empty={
            <EmptyState
              title="No Available Cases"
              message={
                filtered
                  ? 'Try adjusting your search or filters'
                  : 'There are no open cases near you right now.'
              }
            />
          }
        />
      )}
    </>
  );
}

/** "2 cases matching “dog” · High (7 and above)": what the list shows, read out when it changes. */
export function resultSummary(count: number, { search, severity }: AvailableQuery): string {
  const filter = SEVERITY_FILTER_OPTIONS.find((option) => option.value === severity);
  return [
    `${count} ${count === 1 ? 'case' : 'cases'}`,
    search ? ` matching “${search}”` : '',
    filter && filter.value !== 'all' ? ` · ${filter.label}` : '',
  ].join('');
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Filters = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr;
  }
`;
