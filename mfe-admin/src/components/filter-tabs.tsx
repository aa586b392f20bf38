import styled from 'styled-components';

export interface FilterTab<T extends string> {
  value: T;
  label: string;
}

interface FilterTabsProps<T extends string> {
  /** What the choice filters, for screen readers ("Show NGOs"). */
  label: string;
  tabs: readonly FilterTab<T>[];
  value: T;
  onChange(value: T): void;
}

/** One choice among a few views of a list, as pressed or unpressed buttons. */
export function FilterTabs<T extends string>({ label, tabs, value, onChange }: FilterTabsProps<T>) {
  return (
    <Group role="group" aria-label={label}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          type="button"
          aria-pressed={tab.value === value}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </Tab>
      ))}
    </Group>
  );
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
