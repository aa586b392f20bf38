import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  VOLUNTEER_ID,
  fakeJwt,
  findToast,
  loginVolunteer,
  renderPortal,
} from '../../../testing/render-portal';

const emptyLists = () =>
  server.use(
    http.get(apiPath('/api/volunteer/my-cases'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
    http.get(apiPath('/api/volunteer/incidents'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
  );

test('the sidebar "Volunteer Portal": three links, two coming soon, and Logout', async () => {
  loginVolunteer();
  server.use(
    http.get(apiPath('/api/volunteer/my-cases'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
  );
  const { user } = renderPortal('/voldash/my-cases');
  expect(screen.getByRole('heading', { level: 1, name: 'Volunteer Portal' })).toBeInTheDocument();
  // jsdom has no media queries: the sidebar is in its phone layout, behind the menu.
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const nav = screen.getByRole('navigation', { name: 'Volunteer Portal' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Dashboard', '/voldash'],
    ['My Cases', '/voldash/my-cases'],
    ['Available Cases', '/voldash/available'],
  ]);
  expect(within(nav).getByText('My Cases', { selector: 'a' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Notifications is coming soon: shown, and saying so when clicked, not opened.
  const notifications = within(nav).getByRole('button', { name: 'Notifications Soon' });
  expect(notifications).toHaveAttribute('aria-disabled', 'true');
  // My Activity is "coming soon, not clickable" (spec section 2): text, neither link nor button.
  const activity = within(nav).getByText('My Activity');
  expect(activity).toHaveAttribute('aria-disabled', 'true');
  expect(within(activity).getByText('Soon')).toBeInTheDocument();
  expect(within(nav).queryByRole('button', { name: /My Activity/ })).not.toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: /My Activity/ })).not.toBeInTheDocument();
  await user.click(activity);
  await user.click(notifications);
  expect(await findToast('Notifications is coming soon')).toBeInTheDocument();
  expect(screen.queryByText('My Activity is coming soon')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'No Assigned Cases' });
});

test('on a phone the menu button opens the sidebar and a followed link closes it', async () => {
  loginVolunteer();
  emptyLists();
  const { user } = renderPortal('/voldash/my-cases');
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await screen.findByRole('heading', { name: 'No cases assigned yet' });
});

test('Logout clears the whole session and goes to /login', async () => {
  loginVolunteer();
  emptyLists();
  const { user, currentPath } = renderPortal('/voldash');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(localStorage.length).toBe(0);
  expect(sessionStore.get()).toBeNull();
});

test.each(['/voldash/activity', '/voldash/notifications'])(
  '%s is a coming-soon page inside the portal',
  (route) => {
    loginVolunteer();
    renderPortal(route);
    expect(screen.getByText('This part of the portal is coming soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/voldash',
    );
  },
);

describe('documents', () => {
  test('back from signing, a token saying docs=false is refreshed and stored', async () => {
    const signed = fakeJwt({ docs: true });
    let refreshedWith: string | null = null;
    server.use(
      http.post(apiPath('/api/users/refresh-token'), ({ request }) => {
        refreshedWith = request.headers.get('authorization');
        return HttpResponse.json({ token: signed, requiresDocuments: false });
      }),
    );
    emptyLists();
    const unsigned = fakeJwt({ docs: false });
    loginVolunteer(unsigned);
    renderPortal('/voldash');
    await screen.findByRole('heading', { name: 'No cases assigned yet' });
    expect(refreshedWith).toBe(`Bearer ${unsigned}`);
    expect(sessionStore.get()).toEqual({
      token: signed,
      user: { id: VOLUNTEER_ID, name: 'Asha', role: 'volunteer' },
    });
    expect(screen.queryByText(/Please sign the volunteer documents/)).not.toBeInTheDocument();
  });

  test('a signed token is not refreshed', async () => {
    emptyLists();
    loginVolunteer(fakeJwt({ docs: true }));
    renderPortal('/voldash');
    // msw fails any unexpected call, the refresh included.
    expect(
      await screen.findByRole('heading', { name: 'No cases assigned yet' }),
    ).toBeInTheDocument();
  });

  test('still unsigned: the notice offers signing; a failure says so', async () => {
    server.use(
      http.post(apiPath('/api/users/refresh-token'), () =>
        HttpResponse.json({ token: fakeJwt({ docs: false }), requiresDocuments: true }),
      ),
      http.post(
        apiPath('/api/docusign/create-signing-url'),
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    emptyLists();
    loginVolunteer(fakeJwt({ docs: false }));
    const { user } = renderPortal('/voldash');
    expect(
      await screen.findByText('Please sign the volunteer documents before taking a case.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Documents' }));
    expect(await findToast('Failed to initiate document signing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Documents' })).toBeEnabled();
  });
});

test('an NGO account opening the portal is told, from the policy, whose portal it is', async () => {
  sessionStore.login({ token: 'ngo-token', _id: 'n1', role: 'ngo', name: 'Paws Trust' });
  renderPortal('/voldash/my-cases');
  expect(
    await screen.findByRole('heading', { name: 'The Volunteer Portal is for volunteer accounts' }),
  ).toBeInTheDocument();
  expect(screen.getByText('You are logged in with an NGO account.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByText('Your Assigned Cases')).not.toBeInTheDocument();
});
