import { act, screen } from '@testing-library/react';
import { renderWithKit } from '../../testing/render';
import { toast } from './toast-store';

afterEach(() => act(() => toast.remove()));

test('shows toasts, announces errors as alerts, and dismisses on request', async () => {
  const { user } = renderWithKit(<p>page</p>);
  act(() => {
    toast.success('Login successful!');
    toast.error('Login failed');
  });
  expect(screen.getByRole('status')).toHaveTextContent('Login successful!');
  expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
  const [dismissError] = screen.getAllByRole('button', { name: 'Dismiss notification' });
  await user.click(dismissError!);
  expect(screen.getByRole('alert').closest('[data-toast-type]')).toHaveStyle({ opacity: '0' });
});
