import { act, screen, within } from '@testing-library/react';
import { languageStore } from '@rescue/web-kit';
import { resetMockRemotes, setRemoteBehaviour } from '../../test/federation-runtime-mock';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  resetMockRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => languageStore.set('en'));
});

test('in Hindi the not-found page, the header and the footer are in Hindi, and <html lang> follows', async () => {
  renderApp('/no-such-page');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  await act(() => languageStore.set('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'लॉग इन', hidden: true })).toHaveAttribute(
    'href',
    '/login',
  );
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('button', { name: 'सदस्य बनें' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'मामले की रिपोर्ट करें' })).toBeInTheDocument();
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  expect(document.title).toBe('पेज नहीं मिला | Rescue Network');
});

test("in Marathi an area's error panel names the area and the reason in Marathi", async () => {
  await act(() => languageStore.set('mr'));
  setRemoteBehaviour('rescue_ngo', 'unreachable');
  renderApp('/dashboard');
  const panel = await screen.findByRole('alert');
  expect(
    within(panel).getByRole('heading', { name: 'एनजीओ डॅशबोर्ड सध्या उपलब्ध नाही' }),
  ).toBeInTheDocument();
  expect(within(panel).getByText(/त्याच्यापर्यंत पोहोचता आले नाही/)).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('mr');
});
