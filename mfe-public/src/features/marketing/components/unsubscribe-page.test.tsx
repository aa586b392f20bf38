import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@rescue/contracts';
import { recordPosts } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = `${'a'.repeat(24)}.${'B'.repeat(43)}`;

const onUnsubscribe = (reply: () => Response) => recordPosts('/api/newsletter/unsubscribe', reply);

test("the email's link unsubscribes at once, without login, with the token from after '#'", async () => {
  const sent = onUnsubscribe(() =>
    HttpResponse.json({ success: true, message: NEWSLETTER_UNSUBSCRIBED_MESSAGE }),
  );
  renderWithKit(<UnsubscribePage />, { route: `/newsletter/unsubscribe#${TOKEN}` });
  expect(await screen.findByText(NEWSLETTER_UNSUBSCRIBED_MESSAGE)).toHaveAttribute(
    'role',
    'status',
  );
  expect(sent).toEqual([{ token: TOKEN }]);
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

test("a link the server did not sign gets the server's words", async () => {
  onUnsubscribe(() =>
    HttpResponse.json({ message: NEWSLETTER_LINK_INVALID_MESSAGE }, { status: 400 }),
  );
  renderWithKit(<UnsubscribePage />, { route: '/newsletter/unsubscribe#forged' });
  expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_LINK_INVALID_MESSAGE);
});

test('a link without its token says so and asks nothing', async () => {
  const sent = onUnsubscribe(() => HttpResponse.json({}, { status: 500 }));
  renderWithKit(<UnsubscribePage />, { route: '/newsletter/unsubscribe' });
  expect(await screen.findByRole('alert')).toHaveTextContent(/This unsubscribe link is incomplete/);
  expect(sent).toEqual([]);
});
