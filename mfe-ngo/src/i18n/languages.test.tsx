// The NGO area in Hindi and Marathi (issue 29): a switch re-renders the mounted screens in the
// chosen language at once (the catalogue chunk loads first), words computed outside components
// (the area choice, the status line, the sidebar) included; people's own words stay as typed.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languageStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { incident, loginNgo, renderDashboard } from '../testing/render-dashboard';

beforeEach(() => loginNgo('Paws Trust', { state: 'verified' }));
afterEach(async () => {
  await act(() => languageStore.set('en'));
  localStorage.clear();
});

const item = incident({ description: 'Dog hit by a scooter near the station' }, 9);

test('the incidents list switches to Hindi in place: headings, buttons, counts, the sidebar', async () => {
  server.use(http.get(apiPath('/api/incidents'), () => HttpResponse.json([item])));
  renderDashboard('/dashboard/incidents');
  expect(await screen.findByRole('heading', { level: 2, name: 'Incidents' })).toBeInTheDocument();
  expect(await screen.findByText(item.location.address)).toBeInTheDocument();

  await act(() => languageStore.set('hi'));

  expect(document.documentElement.lang).toBe('hi');
  expect(screen.getByRole('heading', { level: 2, name: 'मामले' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'एनजीओ डैशबोर्ड' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'CSV एक्सपोर्ट करें' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'इलाका' })).toBeInTheDocument();
  // Built outside the components (areas.ts, incident-rules.ts), re-rendered all the same.
  expect(screen.getByRole('option', { name: 'सभी शहर' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Pune में 1 मामला दिखाया जा रहा है');
  const card = screen.getByText(item.location.address).closest('article') as HTMLElement;
  expect(within(card).getByText('कोई नहीं सौंपा गया')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'पूरी जानकारी देखें' })).toBeInTheDocument();
  // The reporter's own words are not translated.
  expect(within(card).getByText(item.description)).toBeInTheDocument();
  expect(document.title).toBe('मामले | Rescue Network');
  expect(screen.queryByText('Incidents', { selector: 'h2' })).not.toBeInTheDocument();
});

test('the waiting screen in Marathi, with the signing date inside the sentence', async () => {
  await act(() => languageStore.set('mr'));
  loginNgo('Paws Trust', { state: 'pending', decidedAt: null, decidedBy: null });
  renderDashboard('/dashboard');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'तुमची संस्था पडताळणीची वाट पाहत आहे' }),
  ).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('mr');
  expect(screen.getByRole('button', { name: 'पुन्हा तपासा' })).toBeInTheDocument();
  const signed = screen.getByText(/^Paws Trust ने/);
  expect(signed).toHaveTextContent(/^Paws Trust ने .+ रोजी आपल्या कागदपत्रांवर स्वाक्षरी केली\./);
  expect(signed.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
});
