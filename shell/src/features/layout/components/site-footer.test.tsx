import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '@rescue/contracts';
import { EMERGENCY_PHONE, helplineStore, toast } from '@rescue/web-kit';
import { recordPosts } from '@rescue/web-kit/testing/msw-server';
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
  expect(within(footer).getByText(/\(demo number\)/)).toBeInTheDocument();
  expect(within(footer).getByText('Mumbai, India')).toBeInTheDocument();
  const social = within(footer).getByRole('list', { name: 'Social media' });
  expect(within(social).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
});

describe('the newsletter (issue 30)', () => {
  const onSubscribe = (reply: () => Response) => recordPosts('/api/newsletter/subscribe', reply);

  test('subscribes with consent and the page language, says so, and clears the field', async () => {
    const sent = onSubscribe(() =>
      HttpResponse.json({ success: true, message: NEWSLETTER_SUBSCRIBED_MESSAGE }),
    );
    const { user } = renderWithKit(<SiteFooter />);
    const field = screen.getByLabelText('Get rescue stories by email');
    expect(field).toHaveAttribute('type', 'email');
    await user.type(field, 'asha@example.org');
    const consent = screen.getByRole('checkbox', {
      name: /^I agree to get the Rescue Network newsletter/,
    });
    expect(consent).toBeRequired();
    // Without the consent box, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(sent).toEqual([]);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_SUBSCRIBED_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'asha@example.org', consent: true, language: 'en' }]);
    expect(field).toHaveValue('');
    expect(consent).not.toBeChecked();
  });

  test("the server's refusal is said as it is", async () => {
    const refusal = 'Too many subscriptions. Please try again in 30 minutes.';
    onSubscribe(() => HttpResponse.json({ message: refusal }, { status: 429 }));
    const { user } = renderWithKit(<SiteFooter />);
    await user.type(screen.getByLabelText('Get rescue stories by email'), 'asha@example.org');
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Get rescue stories by email')).toHaveValue('asha@example.org');
  });
});

test('the floating emergency button calls the helpline; on a phone it is not drawn', () => {
  renderWithKit(<EmergencyCallButton />);
  const call = within(screen.getByRole('complementary', { name: 'Emergency call' })).getByRole(
    'link',
    { hidden: true },
  );
  expect(call).toHaveAttribute('href', 'tel:+911234567890');
  // The spec's placeholder until HELPLINE_NUMBER is set: said to be a demo number (issue 30).
  expect(call).toHaveAttribute(
    'aria-label',
    'Call the 24/7 emergency helpline, +91 12345 67890 (demo number)',
  );
  // jsdom lays out a phone, where the header banner's number is the call button: the floating
  // one shows from 1024 px.
  expect(call).not.toBeVisible();
});

test('a helpline the deployment set (HELPLINE_NUMBER, in /remotes.json) is shown everywhere, without the demo note', () => {
  renderWithKit(
    <>
      <SiteFooter />
      <EmergencyCallButton />
    </>,
  );
  act(() =>
    helplineStore.set({ display: '+91 98200 12345', tel: 'tel:+919820012345', placeholder: false }),
  );
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: '+91 98200 12345' })).toHaveAttribute(
    'href',
    'tel:+919820012345',
  );
  expect(within(footer).queryByText(/demo number/)).not.toBeInTheDocument();
  const call = within(screen.getByRole('complementary', { name: 'Emergency call' })).getByRole(
    'link',
    { hidden: true },
  );
  expect(call).toHaveAttribute('aria-label', 'Call the 24/7 emergency helpline, +91 98200 12345');
  act(() => helplineStore.set({ ...EMERGENCY_PHONE, placeholder: true }));
});
