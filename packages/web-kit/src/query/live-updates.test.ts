import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../testing/msw-server';
import { sessionStore } from '../session/session-store';
import { LiveUpdates, OFFLINE_POLL_MS, pollWhileOffline } from './live-updates';
import { incidentKeys, volunteerCaseKeys } from './query-keys';

/** Stands in for the browser's EventSource: the test sends the server's events. */
class FakeSource {
  static opened: FakeSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  send(type: string, id: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
  fail(closed: boolean) {
    if (closed) this.readyState = 2;
    this.onerror?.();
  }
  close() {
    this.closed = true;
  }
}

const ID = '64d000000000000000000001';
let tickets = 0;

beforeEach(() => {
  FakeSource.opened = [];
  tickets = 0;
  server.use(
    http.post(apiPath('/api/events/ticket'), () => {
      tickets += 1;
      return HttpResponse.json({ ticket: `t${tickets}`, expiresAt: new Date().toISOString() });
    }),
  );
  sessionStore.login({ token: 'jwt', _id: 'u1', role: 'ngo', name: 'Paws' });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Stream number `count`, once its ticket has come back and it was opened. */
const opened = async (count: number) => {
  await waitFor(() => expect(FakeSource.opened.length).toBeGreaterThanOrEqual(count));
  return FakeSource.opened[count - 1]!;
};

/**
 * The batch and reconnect timers from here on run on jest's clock: a test moves it past
 * them instead of sleeping, and sees what is due and what is not.
 */
const onJestClock = () => jest.useFakeTimers();

test('an event asks again for the lists and the incident it is about, in one batch', async () => {
  const client = new QueryClient();
  const live = new LiveUpdates(client, (url) => new FakeSource(url) as unknown as EventSource);
  const invalidated: unknown[] = [];
  jest.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  live.follow('u1');
  const source = await opened(1);
  onJestClock();
  expect(source.url).toMatch(/\/api\/events\/stream\?ticket=t1$/);
  source.send('ready', '7', { type: 'ready', lastEventId: '7' });
  expect(live.current).toBe('live');
  expect(pollWhileOffline(live)()).toBe(false);

  const incident = { _id: ID, status: 'in progress' };
  source.send('incident.updated', '8', { type: 'incident.updated', incidentId: ID, incident });
  source.send('incident.created', '9', { type: 'incident.created', incidentId: ID, incident });
  // The detail on screen shows the new state at once.
  expect(client.getQueryData(incidentKeys.detail(ID))).toEqual(incident);
  expect(invalidated).toEqual([]); // the batch waits a moment for more events
  jest.runOnlyPendingTimers();
  expect(invalidated).toEqual(
    expect.arrayContaining([incidentKeys.lists(), volunteerCaseKeys.all, incidentKeys.detail(ID)]),
  );
  // Two events, one batch: each key once.
  expect(invalidated.filter((key) => JSON.stringify(key) === '["incidents","list"]')).toHaveLength(
    1,
  );
  live.stop();
});

test('a stream that gives up is reopened with a new ticket after the last event seen; polling meanwhile', async () => {
  const client = new QueryClient();
  const live = new LiveUpdates(client, (url) => new FakeSource(url) as unknown as EventSource);
  live.follow('u1');
  const first = await opened(1);
  first.send('ready', '41', { type: 'ready', lastEventId: '41' });
  first.send('incident.updated', '42', { type: 'incident.updated', incidentId: ID });
  onJestClock();
  first.fail(true);
  expect(live.current).toBe('down');
  expect(pollWhileOffline(live)()).toBe(OFFLINE_POLL_MS);
  // The first reconnect waits 1 s.
  await jest.advanceTimersByTimeAsync(999);
  expect(FakeSource.opened).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  const second = await opened(2);
  expect(second.url).toMatch(/\?ticket=t2&lastEventId=42$/);
  expect(first.closed).toBe(true);
  live.stop();
});

test('logging out closes the stream; nothing is opened without a session', async () => {
  const client = new QueryClient();
  const live = new LiveUpdates(client, (url) => new FakeSource(url) as unknown as EventSource);
  live.follow('u1');
  const source = await opened(1);
  onJestClock();
  live.follow(null);
  expect(source.closed).toBe(true);
  expect(live.current).toBe('off');
  // Nothing is left to open one later.
  expect(jest.getTimerCount()).toBe(0);
  await jest.runAllTimersAsync();
  expect(FakeSource.opened).toHaveLength(1);
});

test('an event that carries the incident sets its detail and does not ask for it again; its history is', async () => {
  const client = new QueryClient();
  const live = new LiveUpdates(client, (url) => new FakeSource(url) as unknown as EventSource);
  client.setQueryData(incidentKeys.detail(ID), { _id: ID, status: 'pending' });
  client.setQueryData([...incidentKeys.detail(ID), 'history'], []);
  live.follow('u1');
  const source = await opened(1);
  onJestClock();
  const incident = { _id: ID, status: 'in progress' };
  source.send('incident.updated', '9', { type: 'incident.updated', incidentId: ID, incident });
  jest.runOnlyPendingTimers();
  expect(client.getQueryState(incidentKeys.detail(ID))?.isInvalidated).toBe(false);
  expect(client.getQueryData(incidentKeys.detail(ID))).toEqual(incident);
  expect(client.getQueryState([...incidentKeys.detail(ID), 'history'])?.isInvalidated).toBe(true);
  live.stop();
});
