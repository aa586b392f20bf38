import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import App from './app';
import { draftStore } from './features/report/api/draft-store';

jest.mock('./features/marketing/assets/gallery-images', () => ({
  GALLERY_IMAGE_SIZE: { width: 960, height: 720 },
  GALLERY_IMAGES: [],
  HERO_IMAGE: { small: '/hero-480.webp', large: '/hero-960.webp', alt: '', caption: '' },
}));

/** 1 KB whose first bytes are a JPEG's: the form checks a photo by its bytes. */
const jpegBytes = () => {
  const bytes = new Uint8Array(1024);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

afterEach(() => draftStore.clear());

beforeEach(() => {
  server.use(
    http.get(apiPath('/api/partners'), () => HttpResponse.json([])),
    http.get(apiPath('/api/impact'), () =>
      HttpResponse.json({
        totalReports: 0,
        rescued: 0,
        inProgress: 0,
        citiesCovered: 0,
        rescuedThisMonth: 0,
        medianResponseMinutesThisMonth: null,
      }),
    ),
    http.get(apiPath('/api/incidents/nearby'), () => HttpResponse.json({ data: [] })),
  );
});

test.each([
  ['/', 'Every street animal deserves a rescue'],
  ['/about', 'About us'],
  ['/contact', 'Contact us'],
  ['/volunteer', 'Volunteer with us'],
  ['/partners', 'Partner NGOs'],
  ['/impact', 'Our impact'],
  ['/register', 'Create Account'],
  ['/login', 'Welcome Back'],
  ['/report-incident', 'Report an Incident'],
])('%s shows its screen', async (route, heading) => {
  renderWithKit(<App />, { route });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('a logged-out visitor who chooses to log in comes back to the form with nothing lost', async () => {
  server.use(
    http.post(apiPath('/api/users/login'), () =>
      HttpResponse.json({
        token: 'tok',
        _id: 'e'.repeat(24),
        role: 'user',
        name: 'Asha',
        message: 'Login successful!',
        requiresDocuments: false,
      }),
    ),
  );
  const { user, currentPath } = renderWithKit(<App />, { route: '/report-incident' });
  const description = await screen.findByRole('textbox', { name: 'Incident Description' });
  await user.type(description, 'Kitten stuck in a drain');
  await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Mumbai');
  await user.upload(
    screen.getByLabelText(/^Animal Photo/),
    new File([jpegBytes()], 'kitten.jpg', { type: 'image/jpeg' }),
  );
  await screen.findByText('kitten.jpg (1 KB)');
  // Logged out the form sends without an account; the notice's link logs in instead.
  await user.click(screen.getByRole('link', { name: 'log in' }));

  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  expect(currentPath()).toBe('/login?next=%2Freport-incident');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  await waitFor(() => expect(currentPath()).toBe('/report-incident'));
  expect(await screen.findByRole('textbox', { name: 'Incident Description' })).toHaveValue(
    'Kitten stuck in a drain',
  );
  expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Mumbai');
  expect(await screen.findByText('kitten.jpg (1 KB)')).toBeInTheDocument();
  expect(screen.queryByText(/No account needed/)).not.toBeInTheDocument();
});
