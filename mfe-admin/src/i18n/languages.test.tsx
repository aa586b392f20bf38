// The operator console in Hindi and Marathi (issue 29): a switch re-renders the mounted screen
// in the chosen language at once (the catalogue chunk loads first), the sidebar and the options
// built outside components included; people's own words (names, reasons) stay as typed.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languageStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { account, loginAs, ngo, renderAdmin, report } from '../testing/render-admin';

beforeEach(() => loginAs('admin'));
afterEach(async () => {
  await act(() => languageStore.set('en'));
  localStorage.clear();
});

test('the accounts screen switches to Hindi in place: heading, buttons, filters, count, sidebar', async () => {
  server.use(
    http.get(apiPath('/api/admin/accounts'), () =>
      HttpResponse.json({ data: [account({ name: 'Asha Rao', role: 'volunteer' })] }),
    ),
  );
  renderAdmin('/admin/accounts');
  expect(await screen.findByRole('heading', { level: 2, name: 'Accounts' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Asha Rao' });

  await act(() => languageStore.set('hi'));

  expect(document.documentElement.lang).toBe('hi');
  expect(screen.getByRole('heading', { level: 2, name: 'खाते' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'ऑपरेटर कंसोल' })).toBeInTheDocument();
  // The sidebar's links (in the closed phone drawer at jsdom's width).
  expect(screen.getByText('कार्रवाई का रिकॉर्ड', { selector: 'a' })).toHaveAttribute(
    'href',
    '/admin/audit',
  );
  const form = screen.getByRole('search', { name: 'खाते खोजें' });
  expect(within(form).getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
  expect(within(form).getByRole('option', { name: 'स्वयंसेवक' })).toBeInTheDocument();
  expect(screen.getByText('1 खाता')).toBeInTheDocument();
  const asha = screen.getByRole('article', { name: 'Asha Rao' });
  expect(within(asha).getByRole('button', { name: 'निलंबित करें' })).toBeInTheDocument();
  expect(within(asha).getByText('चालू')).toBeInTheDocument();
  expect(document.title).toBe('खाते | Rescue Network');
  expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
});

test('the verification queue in Marathi, with the signing date inside the sentence', async () => {
  await act(() => languageStore.set('mr'));
  server.use(
    http.get(apiPath('/api/admin/ngos'), () =>
      HttpResponse.json({ data: [ngo({ name: 'Paws Trust' })] }),
    ),
  );
  renderAdmin('/admin');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'पडताळणीची यादी' }),
  ).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('mr');
  const paws = await screen.findByRole('article', { name: 'Paws Trust' });
  expect(within(paws).getByRole('button', { name: 'पडताळणी करा' })).toBeInTheDocument();
  expect(within(paws).getByText('पडताळणीची प्रतीक्षा')).toBeInTheDocument();
  const signed = within(paws).getByText(/रोजी स्वाक्षरी केली$/);
  expect(signed.querySelector('time')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'प्रतीक्षेत', pressed: true })).toBeInTheDocument();
});

test("a flag in Hindi puts the flagger's name and the date where Hindi has them", async () => {
  const flagged = report({
    flags: [
      {
        by: 'n1'.padEnd(24, '0'),
        byName: 'Paws Trust',
        reason: 'Asks for money',
        at: '2026-11-21T09:00:00.000Z',
      },
    ],
  });
  server.use(http.get(apiPath('/api/admin/reports'), () => HttpResponse.json({ data: [flagged] })));
  await act(() => languageStore.set('hi'));
  renderAdmin('/admin/reports');
  const list = await screen.findByRole('list', { name: 'फ़्लैग' });
  const item = within(list).getByRole('listitem');
  expect(item).toHaveTextContent(/^Paws Trust ने .+ को फ़्लैग किया: Asks for money$/);
  expect(within(item).getByText('Paws Trust').tagName).toBe('STRONG');
  expect(screen.getByRole('button', { name: 'छिपाएँ' })).toBeInTheDocument();
  expect(screen.getByText('1 फ़्लैग')).toBeInTheDocument();
});
