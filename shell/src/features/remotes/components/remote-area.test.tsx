import { act, screen, within } from '@testing-library/react';
import {
  loadCalls,
  resetMockRemotes,
  setRemoteBehaviour,
} from '../../../../test/federation-runtime-mock';
import { renderApp } from '../../../../test/render-app';
import { AREA_LOAD_TIMEOUT_MS } from '../utils/remote-loader';

beforeEach(() => {
  resetMockRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('an unreachable remote shows an error panel with Retry inside its area only', async () => {
  setRemoteBehaviour('rescue_ngo', 'unreachable');
  renderApp('/dashboard');
  const panel = await screen.findByRole('alert');
  expect(
    within(panel).getByRole('heading', { name: 'The NGO dashboard is unavailable' }),
  ).toBeInTheDocument();
  expect(within(panel).getByText(/could not be reached/)).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  // The frame around it still works.
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rescue Network' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('a remote built against another kit major shows the version mismatch in its area only', async () => {
  setRemoteBehaviour('rescue_ngo', 'incompatible');
  const { user } = renderApp('/dashboard');
  const panel = await screen.findByRole('alert');
  expect(
    within(panel).getByRole('heading', { name: 'The NGO dashboard is unavailable' }),
  ).toBeInTheDocument();
  expect(
    within(panel).getByText(
      /It was built for @rescue\/web-kit \^2\.0 but this site runs @rescue\/web-kit 1\.0\.0 \(a version mismatch\)/,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'About us' }));
  expect(await screen.findByRole('heading', { name: 'rescue_public area' })).toBeInTheDocument();
});

test('Retry loads the area again once the remote is back', async () => {
  setRemoteBehaviour('rescue_volunteer', 'unreachable');
  const { user } = renderApp('/voldash');
  await screen.findByRole('heading', { name: 'The volunteer portal is unavailable' });
  setRemoteBehaviour('rescue_volunteer', 'works');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'rescue_volunteer area' })).toBeInTheDocument();
  expect(loadCalls.filter((id) => id === 'rescue_volunteer/App')).toHaveLength(2);
});

test('a remote that throws while rendering shows the panel too', async () => {
  setRemoteBehaviour('rescue_user', 'throws');
  renderApp('/user-dashboard');
  expect(
    await screen.findByRole('heading', { name: 'The user dashboard is unavailable' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Something went wrong while showing this page/)).toBeInTheDocument();
});

test('the other areas keep working while one is down', async () => {
  setRemoteBehaviour('rescue_ngo', 'unreachable');
  const { user } = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'The NGO dashboard is unavailable' });
  await user.click(screen.getByRole('link', { name: 'About us' }));
  expect(await screen.findByRole('heading', { name: 'rescue_public area' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('moving between pages of a loaded area does not load it again', async () => {
  const { user } = renderApp('/');
  await screen.findByRole('heading', { name: 'rescue_public area' });
  await user.click(screen.getByRole('link', { name: 'About us' }));
  await screen.findByText('mounted at /about');
  expect(loadCalls).toEqual(['rescue_public/App']);
});

test('without the remotes manifest every area shows its panel, and the shell still works', async () => {
  renderApp('/', Promise.reject(new Error('GET /remotes.json answered 503')));
  expect(
    await screen.findByRole('heading', { name: 'The page is unavailable' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/list of areas could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Report an incident' })).toBeInTheDocument();
});

test('an area the manifest does not name fails alone; the areas it names still load', async () => {
  const { user } = renderApp(
    '/admin',
    Promise.resolve({ remotes: { public: { entry: '/x.js' }, ngo: { entry: '/y.js' } } }),
  );
  expect(
    await screen.findByRole('heading', { name: 'The operator console is unavailable' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/no entry for the admin area/)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'About us' }));
  expect(await screen.findByRole('heading', { name: 'rescue_public area' })).toBeInTheDocument();
});

test('a manifest that lists no remotes fails every area, and the shell still works', async () => {
  renderApp('/voldash', Promise.resolve({ nothing: true }));
  expect(await screen.findByText(/lists no remotes/)).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
});

test('the operator console that cannot load shows its panel inside its area only', async () => {
  setRemoteBehaviour('rescue_admin', 'unreachable');
  renderApp('/admin/accounts');
  expect(
    await screen.findByRole('heading', { name: 'The operator console is unavailable' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('a remote that does not answer shows a spinner, then the panel after the time limit', async () => {
  jest.useFakeTimers();
  try {
    setRemoteBehaviour('rescue_ngo', 'hangs');
    renderApp('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the NGO dashboard…');
    await act(() => jest.advanceTimersByTimeAsync(AREA_LOAD_TIMEOUT_MS));
    expect(
      screen.getByRole('heading', { name: 'The NGO dashboard is unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/taking too long/)).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
