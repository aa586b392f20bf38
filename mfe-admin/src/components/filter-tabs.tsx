import styled from 'styled-components';
import { useSearchParams } from '@rescue/router';

interface FilterTabsProps<T extends string> {
  /** What the choice filters, for screen readers ("Show NGOs"). */
  label: string;
  /** The views, in the tabs' order. */
  views: readonly T[];
  /** A view's name on its tab, in the page's language. */
  labelOf(view: T): string;
  value: T;
  onChange(value: T): void;
}

/** One choice among a few views of a list, as pressed or unpressed buttons. */
export function FilterTabs<T extends string>({
  label,
  views,
  labelOf,
  value,
  onChange,
}: FilterTabsProps<T>) {
  return (
    <Group role="group" aria-label={label}>
      {views.map((view) => (
        <Tab key={view} type="button" aria-pressed={view === value} onClick={() => onChange(view)}>
          {labelOf(view)}
        </Tab>
      ))}
    </Group>
  );
}

/**
 * The view a list shows, kept in the address's `param` (`fallback` leaves it out), so a reload or
 * a shared link opens the same tab.
 */
export function useViewParam<T extends string>(
  param: string,
  views: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const view = views.find((candidate) => candidate === params.get(param)) ?? fallback;
  const setView = (next: T) =>
    setParams(next === fallback ? {} : { [param]: next }, { replace: true });
  return [view, setView];
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;
