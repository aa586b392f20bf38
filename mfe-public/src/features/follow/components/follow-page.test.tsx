import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { FollowPage } from './follow-page';

const ID = 'a'.repeat(24);
const event = (type: string, note: string | null, n: number) => ({
  id: String(n).repeat(24),
  type,
  at: '2026-11-26T07:00:00.000Z',
  actor: { id: ID, role: 'user', name: 'Ravi' },
  from: null,
  to: null,
  note,
  reason: null,
});

const followed = (notes: string[] = []) => ({
  role: 'reporter',
  incident: {
    _id: ID,
    description: 'Dog hit by a scooter',
    status: 'pending',
    animalInfo: {
      description: 'Brown dog',
      type: 'Dog',
      photo: null,
      aiSeverityAssessment: {
        score: 8,
        category: 'HIGH',
        assessmentDetails: 'HIGH: hit by a vehicle (ticked).',
      },
    },
  },
  history: [
    event('reported', null, 1),
    ...notes.map((note, index) => event('note', note, index + 2)),
  ],
});

test('the follow link shows the case, its assessment and history, and adds information', async () => {
  const tokens: (string | null)[] = [];
  const added: unknown[] = [];
  server.use(
    http.get(apiPath('/api/incidents/followed'), ({ request }) => {
      tokens.push(request.headers.get('follow-token'));
      return HttpResponse.json(followed());
    }),
    http.post(apiPath('/api/incidents/followed/updates'), async ({ request }) => {
      tokens.push(request.headers.get('follow-token'));
      added.push(await request.json());
      return HttpResponse.json(followed(['It moved to the footpath']));
    }),
  );
  const { user } = renderWithKit(<FollowPage />, { route: '/follow#tok123' });
  expect(await screen.findByRole('heading', { name: 'Your report' })).toBeInTheDocument();
  expect(screen.getByTestId('follow-assessment')).toHaveTextContent('HIGH (score 8 of 10)');
  expect(screen.getByText('HIGH: hit by a vehicle (ticked).')).toBeInTheDocument();
  await user.type(
    screen.getByRole('textbox', { name: 'Add information' }),
    'It moved to the footpath',
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(added).toEqual([{ text: 'It moved to the footpath' }]));
  expect(await screen.findByText(/It moved to the footpath/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Add information' })).toHaveValue('');
  expect(tokens).toEqual(['tok123', 'tok123']);
});

test('an unknown link says so', async () => {
  server.use(
    http.get(apiPath('/api/incidents/followed'), () =>
      HttpResponse.json({ message: 'This follow link is not valid' }, { status: 404 }),
    ),
  );
  renderWithKit(<FollowPage />, { route: '/follow#nope' });
  expect(await screen.findByText('This follow link is not valid')).toBeInTheDocument();
});

test('a link without its token asks nothing and says it is incomplete', async () => {
  renderWithKit(<FollowPage />, { route: '/follow' });
  expect(
    await screen.findByText('This follow link is incomplete: open the whole link you were given.'),
  ).toBeInTheDocument();
});
