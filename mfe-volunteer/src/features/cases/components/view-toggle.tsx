import styled from 'styled-components';
import { volunteerText } from '../../../i18n/text';

export type CasesView = 'list' | 'map';

const VIEWS: readonly CasesView[] = ['list', 'map'];

/** "List | Map": two toggle buttons, the one shown pressed. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: CasesView;
  onChange: (view: CasesView) => void;
}) {
  const text = volunteerText.useText();
  return (
    <Group role="group" aria-label={text('view.label')}>
      {VIEWS.map((value) => (
        <Segment
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {text(`view.${value}`)}
        </Segment>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
`;

const Segment = styled.button`
  min-width: 4.5rem;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
  }
`;
