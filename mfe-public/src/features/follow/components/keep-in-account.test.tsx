// The follow link becomes an account in one step (issue 30): on the reporter's /follow page
// only a password (and what the report lacked) is asked; the account is made, signed in, and
// the reporter goes to their dashboard. An email with an account is told to log in instead.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { FollowPage } from './follow-page';

const TOKEN = 'reporter-token';
const ACCOUNT_ID = 'a'.repeat(24);

/** The case a follow link opens, as GET /api/incidents/followed answers it. */
function followedCase(role: 'reporter' | 'follower', unconfirmed = true) {
  const now = new Date().toISOString();
  return {
    role,
    incident: {
      _id: 'c'.repeat(24),
      description: 'Dog lying by the temple gate',
      status: 'pending',
      city: 'Pune',
      createdAt: now,
      updatedAt: now,
      location: { type: 'Point', coordinates: [73.85, 18.52], address: 'Temple Road' },
      animalInfo: {
        description: 'Black dog',
        type: 'Dog',
        photo: null,
        aiSeverityAssessment: {
          score: 8,
          category: 'HIGH',
          assessmentDetails: 'HIGH: cannot stand',
        },
      },
      reporterInfo: {
        name: 'Sunita Pawar',
        contactNumber: '',
        email: 'sunita@example.org',
        preferredContactMethod: 'email',
        ...(unconfirmed ? { unconfirmed: true } : {}),
      },
      caseUpdates: [],
    },
    history: [],
  };
}

function onFollowed(body: ReturnType<typeof followedCase>) {
  server.use(http.get(apiPath('/api/incidents/followed'), () => HttpResponse.json(body)));
}

const renderFollow = () => renderWithKit(<FollowPage />, { route: `/follow#${TOKEN}` });
const keepRegion = () => screen.findByRole('region', { name: 'Keep this case in an account' });

test('only a password and the missing phone are asked; the account is made and the dashboard opens', async () => {
  onFollowed(followedCase('reporter'));
  const sent: { token: string | null; body: unknown }[] = [];
  server.use(
    http.post(apiPath('/api/users/register/follow'), async ({ request }) => {
      sent.push({ token: request.headers.get('follow-token'), body: await request.json() });
      return HttpResponse.json(
        {
          token: 'session-token',
          requiresDocuments: false,
          _id: ACCOUNT_ID,
          message: 'User registered successfully',
          role: 'user',
          name: 'Sunita Pawar',
        },
        { status: 201 },
      );
    }),
  );
  const { user, currentPath } = renderFollow();
  await keepRegion();
  expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Sunita Pawar');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sunita@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '98230 55555');
  await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
  await user.click(screen.getByRole('button', { name: 'Make my account' }));

  await waitFor(() => expect(currentPath()).toBe('/user-dashboard'));
  expect(sent).toEqual([
    {
      token: TOKEN,
      body: {
        password: 'a long enough passphrase',
        name: 'Sunita Pawar',
        email: 'sunita@example.org',
        phoneNumber: '98230 55555',
      },
    },
  ]);
  expect(sessionStore.get()?.user).toEqual({ id: ACCOUNT_ID, name: 'Sunita Pawar', role: 'user' });
});

test('an email that has an account: the server says so, and logging in is offered', async () => {
  onFollowed(followedCase('reporter'));
  server.use(
    http.post(apiPath('/api/users/register/follow'), () =>
      HttpResponse.json(
        {
          message: 'An account with this email already exists: log in, then keep the case in it',
          code: 'FOLLOW_ACCOUNT_EXISTS',
        },
        { status: 409 },
      ),
    ),
  );
  const { user } = renderFollow();
  await keepRegion();
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '98230 55555');
  await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
  await user.click(screen.getByRole('button', { name: 'Make my account' }));
  expect(
    await screen.findByText(
      'An account with this email already exists: log in, then keep the case in it',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Log in, then keep the case in your account' }),
  ).toHaveAttribute('href', '/login?next=%2Ffollow');
  expect(sessionStore.get()).toBeNull();
});

test('signed in: one button keeps the case in that account', async () => {
  sessionStore.login({ token: 'token-user', _id: ACCOUNT_ID, role: 'user', name: 'Sunita' });
  onFollowed(followedCase('reporter'));
  let claims = 0;
  server.use(
    http.post(apiPath('/api/incidents/followed/claim'), () => {
      claims += 1;
      return HttpResponse.json(followedCase('reporter', false));
    }),
  );
  const { user, currentPath } = renderFollow();
  await screen.findByRole('region', { name: 'Keep this case in your account' });
  await user.click(screen.getByRole('button', { name: 'Keep it in my account' }));
  await waitFor(() => expect(currentPath()).toBe('/user-dashboard'));
  expect(claims).toBe(1);
});

test("a follower's link, or a report kept already, offers no account", async () => {
  onFollowed(followedCase('follower'));
  renderFollow();
  await screen.findByRole('heading', { level: 1, name: 'The case you follow' });
  expect(screen.queryByRole('region', { name: /Keep this case/ })).not.toBeInTheDocument();
});
