// The reporter's area in Hindi and Marathi (issue 29): a switch re-renders the dashboard in the
// chosen language at once, the profile form's checks included; the case page opens in Marathi.
// The report's own words stay as typed.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languageStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { USER_ID, incident, loginAs, profile, renderDashboard } from '../testing/render-dashboard';

const item = incident({ status: 'in progress', assignedNGO: { id: 'b'.repeat(24), name: 'Paws' } });

beforeEach(() => {
  loginAs();
  server.use(
    http.get(apiPath(`/api/users/profile/${USER_ID}`), () => HttpResponse.json(profile())),
    http.get(apiPath(`/api/users/my-incidents/${USER_ID}`), () =>
      HttpResponse.json({ success: true, data: [item], nextCursor: null }),
    ),
    http.get(apiPath(`/api/incidents/${item._id}`), () => HttpResponse.json(item)),
    http.get(apiPath(`/api/incidents/${item._id}/history`), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
  );
});
afterEach(async () => {
  await act(() => languageStore.set('en'));
  localStorage.clear();
});

test('the dashboard switches to Hindi in place: heading, buttons, counters, the list', async () => {
  const { user } = renderDashboard();
  expect(await screen.findByRole('heading', { name: 'Your Incidents' })).toBeInTheDocument();

  await act(() => languageStore.set('hi'));

  expect(document.documentElement.lang).toBe('hi');
  expect(
    screen.getByRole('heading', { level: 1, name: `फिर से स्वागत है, ${profile().name}` }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'आपके मामले' })).toBeInTheDocument();
  expect(screen.getByText('कुल मामले')).toBeInTheDocument();
  expect(screen.getByText('Paws देख रहा है')).toBeInTheDocument();
  // The reporter's own words are not translated.
  expect(screen.getByText(item.description)).toBeInTheDocument();
  expect(document.title).toBe('आपका डैशबोर्ड | Rescue Network');

  // The profile form's checks speak Hindi too (its checker returns English).
  await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
  const form = await screen.findByRole('form', { name: 'प्रोफ़ाइल बदलें' });
  await user.clear(within(form).getByRole('textbox', { name: /^नाम/ }));
  await user.click(within(form).getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }));
  expect(await within(form).findByText('नाम ज़रूरी है')).toBeInTheDocument();
});

test('the case page in Marathi: its sections and the form to add information', async () => {
  await act(() => languageStore.set('mr'));
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  expect(await screen.findByRole('region', { name: 'तुमचा रिपोर्ट' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('mr');
  expect(screen.getByRole('heading', { level: 2, name: 'प्रकरणातील अपडेट' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'माहिती जोडा' })).toBeInTheDocument();
  expect(screen.getByText('अजून कोणीही स्वयंसेवक नाही')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← तुमच्या डॅशबोर्डवर परत जा' })).toBeInTheDocument();
});
