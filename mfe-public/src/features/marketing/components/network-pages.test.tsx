import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { ImpactPage, IMPACT_FAILED_MESSAGE } from './impact-page';
import { PartnersPage, PARTNERS_FAILED_MESSAGE } from './partners-page';

describe('Partners', () => {
  test('lists the NGOs registered on the platform with their cities', async () => {
    server.use(
      http.get(apiPath('/api/partners'), () =>
        HttpResponse.json([
          { name: 'Paws Mumbai', city: 'Mumbai' },
          { name: 'Street Friends', city: 'Pune' },
        ]),
      ),
    );
    renderWithKit(<PartnersPage />);
    expect(await screen.findByText('2 NGOs are registered on the platform.')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Paws MumbaiMumbai',
      'Street FriendsPune',
    ]);
    expect(screen.getByText(/50\+ partner NGOs/)).toBeInTheDocument();
  });

  test('says so when no NGO has registered yet', async () => {
    server.use(http.get(apiPath('/api/partners'), () => HttpResponse.json([])));
    renderWithKit(<PartnersPage />);
    expect(await screen.findByText('No partner NGOs registered yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your NGO' })).toHaveAttribute(
      'href',
      '/register?role=ngo',
    );
  });

  test('a failure shows an error with Retry, which asks again', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('/api/partners'), () =>
        (calls += 1) === 1
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json([{ name: 'Paws Mumbai', city: 'Mumbai' }]),
      ),
    );
    const { user } = renderWithKit(<PartnersPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(PARTNERS_FAILED_MESSAGE);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 NGO is registered on the platform.')).toBeInTheDocument();
  });
});

describe('Impact', () => {
  test('shows the live counts beside the network claims', async () => {
    server.use(
      http.get(apiPath('/api/impact'), () =>
        HttpResponse.json({
          totalReports: 1234,
          rescued: 56,
          inProgress: 7,
          citiesCovered: 3,
          rescuedThisMonth: 9,
          medianResponseMinutesThisMonth: 74.4,
        }),
      ),
    );
    renderWithKit(<ImpactPage />);
    const live = screen.getByRole('region', { name: 'Live on this platform' });
    expect(await within(live).findByText('1,234')).toBeInTheDocument();
    expect(
      within(live)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1,234 incidents reported',
      '56 animals rescued (cases resolved)',
      '9 rescued this month',
      '1 h 14 min median time to first response this month',
      '7 rescues in progress',
      '3 cities with reports',
    ]);
    const network = screen.getByRole('region', { name: 'Across our network' });
    expect(
      within(network)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1000+ animals rescued',
      '50+ partner NGOs',
      '1000+ volunteers, 500+ active',
      '24/7 emergency support',
    ]);
  });

  test('a failure keeps the claims and offers Retry', async () => {
    server.use(http.get(apiPath('/api/impact'), () => HttpResponse.error()));
    renderWithKit(<ImpactPage />);
    expect(await screen.findByRole('heading', { name: IMPACT_FAILED_MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const network = screen.getByRole('region', { name: 'Across our network' });
    expect(within(network).getAllByRole('listitem')).toHaveLength(4);
  });
});
