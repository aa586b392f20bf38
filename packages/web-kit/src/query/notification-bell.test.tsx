import { screen, within } from '@testing-library/react';
import type { Incident } from '@rescue/contracts';
import { renderWithKit } from '../../testing/render';
import { sessionStore } from '../session/session-store';
import { NotificationBell, BELL_EMPTY_TEXT } from './notification-bell';
import { liveInbox } from './query-client';

const dog = {
  _id: '64d000000000000000000001',
  city: 'Pune',
  animalInfo: { type: 'dog' },
  location: { address: 'FC Road' },
} as unknown as Incident;

test('the bell counts what the stream brought, lists it in plain words, links by role, and marks it seen when opened', async () => {
  sessionStore.login({ token: 'jwt', _id: 'ngo-bell', role: 'ngo', name: 'Paws' });
  const { user } = renderWithKit(<NotificationBell />);
  const bell = screen.getByRole('button', { name: 'Notifications, nothing new' });
  await user.click(bell);
  expect(screen.getByText(BELL_EMPTY_TEXT)).toBeInTheDocument();
  await user.click(bell);

  liveInbox.receive({ id: '7', type: 'incident.created', incidentId: dog._id, incident: dog });
  liveInbox.receive({
    id: '8',
    type: 'incident.updated',
    incidentId: dog._id,
    status: 'in progress',
    incident: dog,
  });
  // The same change twice (a replay after a reconnect) counts once.
  liveInbox.receive({ id: '8', type: 'incident.updated', incidentId: dog._id, incident: dog });
  const unread = await screen.findByRole('button', { name: 'Notifications, 2 new' });

  await user.click(unread);
  const panel = screen.getByRole('region', { name: 'Latest updates' });
  const links = within(panel).getAllByRole('link');
  expect(links.map((link) => link.textContent?.split(/\d/)[0])).toEqual([
    'Dog, FC Road, Pune: In Progress',
    'New report: Dog, FC Road, Pune',
  ]);
  expect(links[0]).toHaveAttribute('href', `/dashboard/incidents/${dog._id}`);
  expect(screen.getByRole('button', { name: 'Notifications, nothing new' })).toBeInTheDocument();
  // Kept per account on this device: a reload keeps the list.
  expect(JSON.parse(localStorage.getItem('rescue.inbox.ngo-bell') ?? '{}').items).toHaveLength(2);
});
