import { resolveObjectURL } from 'node:buffer';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ThemeProvider } from 'styled-components';
import { apiPath, holdAnswers, server } from '../../testing/msw-server';
import { IncidentPhoto } from './incident-photo';
import { sessionStore, theme } from '@rescue/web-kit';

const PHOTO = '0123456789abcdef0123456789abcdef.jpg';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const operator = { token: 'jwt-operator', _id: 'a1', role: 'admin' as const, name: 'Op' };

const inTheme = (ui: React.ReactElement) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

interface Seen {
  auth: string | null;
  size: string | null;
}

/** The photo route as the incidents service answers a hidden report's: only with the token. */
function hiddenPhotoServed(token: string, seen: Seen[], held?: Promise<void>) {
  server.use(
    http.get(apiPath(`/api/uploads/${PHOTO}`), async ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.push({ auth, size: new URL(request.url).searchParams.get('size') });
      await held;
      if (auth !== `Bearer ${token}`) {
        return HttpResponse.json({ message: 'Photo not found' }, { status: 404 });
      }
      return new HttpResponse(JPEG, {
        headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, no-store' },
      });
    }),
  );
}

async function bytesOf(url: string): Promise<number[]> {
  const blob = resolveObjectURL(url);
  if (!blob) throw new Error(`${url} is not a live object URL`);
  return [...new Uint8Array(await blob.arrayBuffer())];
}

test("a hidden report's photo is fetched with the bearer token and shown from memory", async () => {
  sessionStore.login(operator);
  const seen: Seen[] = [];
  const answer = holdAnswers();
  hiddenPhotoServed(operator.token, seen, answer.held);
  inTheme(<IncidentPhoto photo={PHOTO} alt="Dog" authenticated />);

  // While it loads: a box of the photo's height, not "No photo".
  await waitFor(() => expect(seen).toHaveLength(1));
  expect(screen.queryByRole('img', { name: 'Dog: no photo' })).not.toBeInTheDocument();
  answer.release();

  const image = await screen.findByRole('img', { name: 'Dog' });
  const src = image.getAttribute('src') ?? '';
  expect(src).toMatch(/^blob:/);
  expect(await bytesOf(src)).toEqual([...JPEG]);
  expect(image).not.toHaveAttribute('loading');
  expect(seen).toEqual([{ auth: 'Bearer jwt-operator', size: 'thumb' }]);
});

test('the full size is asked for on detail pages, and the object URL is revoked on unmount', async () => {
  const reporter = { ...operator, token: 'jwt-reporter', role: 'user' as const };
  sessionStore.login(reporter);
  const seen: Seen[] = [];
  hiddenPhotoServed(reporter.token, seen);
  const { unmount } = inTheme(<IncidentPhoto photo={PHOTO} alt="Cat" size="full" authenticated />);

  const src = (await screen.findByRole('img', { name: 'Cat' })).getAttribute('src') ?? '';
  expect(seen).toEqual([{ auth: 'Bearer jwt-reporter', size: null }]);
  expect(resolveObjectURL(src)).toBeDefined();
  unmount();
  expect(resolveObjectURL(src)).toBeUndefined();
});

test('a photo refused to this person (404) shows "No photo"', async () => {
  sessionStore.login({ ...operator, token: 'jwt-someone-else', role: 'ngo' });
  const seen: Seen[] = [];
  hiddenPhotoServed(operator.token, seen);
  inTheme(<IncidentPhoto photo={PHOTO} alt="Dog" authenticated />);

  expect(await screen.findByRole('img', { name: 'Dog: no photo' })).toHaveTextContent('No photo');
  expect(seen).toEqual([{ auth: 'Bearer jwt-someone-else', size: 'thumb' }]);
});

test('a public photo stays a plain lazy <img>: nothing is fetched by the app', () => {
  sessionStore.login(operator);
  // Any request would fail the test (msw's onUnhandledRequest: 'error').
  inTheme(<IncidentPhoto photo={PHOTO} alt="Dog" />);
  const image = screen.getByRole('img', { name: 'Dog' });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image.getAttribute('src')).toBe(apiPath(`/api/uploads/${PHOTO}?size=thumb`));
});
