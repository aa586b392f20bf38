import { screen } from '@testing-library/react';
import { renderWithKit } from '../../testing/render';
import { EmptyState } from '../areas/empty-state';
import { ErrorPanel } from './error-panel';
import { Spinner } from './spinner';

// The states stand where the page's content starts (under its left-aligned heading), at every
// width: the rule is the components', so no screen centres them or has to undo a centring.
test('the error panel starts at the content edge: no auto margins', () => {
  renderWithKit(<ErrorPanel title="Failed to load dashboard data" onRetry={() => undefined} />);
  const panel = screen.getByRole('alert');
  expect(panel).toHaveStyle({ marginLeft: '0px', marginRight: '0px' });
  expect(panel).not.toHaveStyle({ marginLeft: 'auto' });
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('the empty state and the spinner are left-aligned', () => {
  renderWithKit(
    <>
      <EmptyState title="No Available Cases" message="There are no open cases near you." />
      <Spinner label="Loading…" />
    </>,
  );
  const empty = screen.getByRole('heading', { name: 'No Available Cases' }).parentElement;
  expect(empty).toHaveStyle({ alignItems: 'flex-start', textAlign: 'left' });
  expect(screen.getByRole('status')).toHaveStyle({
    justifyContent: 'flex-start',
    paddingLeft: '0px',
  });
});
