import { act, screen, within } from '@testing-library/react';
import { toast } from '@rescue/web-kit';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { SiteFooter } from './site-footer';
import { EmergencyCallButton } from './emergency-call-button';

afterEach(() => act(() => toast.remove()));

test('quick links, contact details and social links', () => {
  renderWithKit(<SiteFooter />);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Report an incident' })).toHaveAttribute(
    'href',
    '/report-incident',
  );
  expect(within(footer).getByRole('link', { name: '+91 12345 67890' })).toHaveAttribute(
    'href',
    'tel:+911234567890',
  );
  expect(within(footer).getByText('Mumbai, India')).toBeInTheDocument();
  const social = within(footer).getByRole('list', { name: 'Social media' });
  expect(within(social).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
});

test('the newsletter has a labelled email field and Subscribe, and says sign-up is not open yet', async () => {
  const { user } = renderWithKit(<SiteFooter />);
  const field = screen.getByLabelText('Get rescue stories by email');
  expect(field).toHaveAttribute('type', 'email');
  await user.type(field, 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/sign-up opens soon/);
  expect(field).toHaveValue('');
});

test('the floating emergency button calls the helpline; on a phone it is not drawn', () => {
  renderWithKit(<EmergencyCallButton />);
  const call = within(screen.getByRole('complementary', { name: 'Emergency call' })).getByRole(
    'link',
    { hidden: true },
  );
  expect(call).toHaveAttribute('href', 'tel:+911234567890');
  expect(call).toHaveAttribute('aria-label', 'Call the 24/7 emergency helpline, +91 12345 67890');
  // jsdom lays out a phone, where the header banner's number is the call button: the floating
  // one shows from 1024 px.
  expect(call).not.toBeVisible();
});
