// The volunteer portal in Hindi and Marathi (issue 29): a switch re-renders the mounted screens
// in the chosen language at once (the catalogue chunk loads first), words computed outside
// components (the result summary, the severity choices, the sidebar) included; the reporter's
// description stays as typed.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languageStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { caseItem, loginVolunteer, renderPortal } from '../testing/render-portal';

const list = (data: unknown[]) => HttpResponse.json({ success: true, data });
const item = caseItem({ status: 'in progress' });

beforeEach(() => {
  loginVolunteer();
  server.use(
    http.get(apiPath('/api/volunteer/my-cases'), () => list([item])),
    http.get(apiPath('/api/volunteer/incidents'), () => list([caseItem(), caseItem()])),
  );
});
afterEach(async () => {
  await act(() => languageStore.set('en'));
  localStorage.clear();
});

test('the dashboard switches to Hindi in place: welcome, stats, buttons, the sidebar', async () => {
  const { user } = renderPortal('/voldash');
  expect(await screen.findByText('Total Cases')).toBeInTheDocument();

  await act(() => languageStore.set('hi'));

  expect(document.documentElement.lang).toBe('hi');
  expect(screen.getByRole('heading', { name: 'फिर से स्वागत है, Asha!' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'हाल के मामले' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'आस-पास के मामले खोजें' })).toBeInTheDocument();
  expect(
    screen.getAllByRole('button', { name: 'दूरी के हिसाब से लगाने के लिए मेरी लोकेशन लें' }),
  ).not.toHaveLength(0);
  expect(screen.getByText('कुल मामले')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'स्वयंसेवक पोर्टल' })).toBeInTheDocument();
  // jsdom has no media queries: the sidebar is in its phone layout, behind the menu.
  await user.click(screen.getByRole('button', { name: 'मेन्यू' }));
  const nav = screen.getByRole('navigation', { name: 'स्वयंसेवक पोर्टल' });
  expect(within(nav).getByText('मेरे मामले', { selector: 'a' })).toHaveAttribute(
    'href',
    '/voldash/my-cases',
  );
  // The reporter's own words are not translated.
  expect(screen.getAllByText(item.animalInfo.description)).not.toHaveLength(0);
  expect(document.title).toBe('स्वयंसेवक डैशबोर्ड | Rescue Network');
  expect(screen.queryByText('Total Cases')).not.toBeInTheDocument();
});

test('the available cases in Marathi: heading, the summary and the severity choices', async () => {
  await act(() => languageStore.set('mr'));
  renderPortal('/voldash/available');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'जवळपासची उपलब्ध प्रकरणे' }),
  ).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('mr');
  expect(await screen.findByText('2 प्रकरणे')).toBeInTheDocument();
  const severity = screen.getByRole('combobox', { name: 'तीव्रता' });
  expect(within(severity).getByRole('option', { name: 'कमी (4 पेक्षा कमी)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'नकाशा' })).toBeInTheDocument();
});
