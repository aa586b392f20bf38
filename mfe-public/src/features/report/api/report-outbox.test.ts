import 'fake-indexeddb/auto';
import { ApiError } from '@rescue/web-kit';
import { EMPTY_FIELDS } from '../utils/report-fields';
import { flushReportOutbox, reportOutbox, type QueuedReport } from './report-outbox';

const USER = 'u'.repeat(24);

const queued = (key: string, queuedAt: string, userId = USER): QueuedReport => ({
  idempotencyKey: key,
  fields: { ...EMPTY_FIELDS, description: `report ${key}` },
  photo: null,
  userId,
  queuedAt,
});

/** A send that answers each call in turn from `outcomes` (then succeeds), keeping the keys. */
function sender(...outcomes: (Error | 'ok')[]) {
  const keys: string[] = [];
  const send = (report: QueuedReport) => {
    keys.push(report.idempotencyKey);
    const outcome = outcomes[keys.length - 1] ?? 'ok';
    return outcome === 'ok' ? Promise.resolve() : Promise.reject(outcome);
  };
  return { keys, send };
}

const left = async () => (await reportOutbox.list()).map((report) => report.idempotencyKey).sort();

afterEach(async () => {
  for (const report of await reportOutbox.list()) await reportOutbox.remove(report.idempotencyKey);
});

test("sends the account's queued reports oldest first, once each, and forgets them", async () => {
  await reportOutbox.add(queued('b', '2026-11-26T10:02:00.000Z'));
  await reportOutbox.add(queued('a', '2026-11-26T10:01:00.000Z'));
  await reportOutbox.add(queued('other', '2026-11-26T10:00:00.000Z', 'o'.repeat(24)));
  const { keys, send } = sender();

  const result = await flushReportOutbox(USER, send);

  expect(keys).toEqual(['a', 'b']);
  expect(result.sent.map((report) => report.idempotencyKey)).toEqual(['a', 'b']);
  // Another account's report waits for its own session.
  expect(await left()).toEqual(['other']);
  await flushReportOutbox(USER, send);
  expect(keys).toEqual(['a', 'b']);
});

test('no connection: the pass stops and keeps them; the next one sends each once', async () => {
  await reportOutbox.add(queued('a', '2026-11-26T10:01:00.000Z'));
  await reportOutbox.add(queued('b', '2026-11-26T10:02:00.000Z'));
  const { keys, send } = sender(new ApiError(0, 'Failed to fetch'));

  expect((await flushReportOutbox(USER, send)).sent).toEqual([]);
  expect(keys).toEqual(['a']);
  expect(await left()).toEqual(['a', 'b']);

  await flushReportOutbox(USER, send);
  expect(keys).toEqual(['a', 'a', 'b']);
  expect(await left()).toEqual([]);
});

test('passes asked for at once (an online event and a sync) share one: each report is sent once', async () => {
  await reportOutbox.add(queued('a', '2026-11-26T10:01:00.000Z'));
  const { keys, send } = sender();

  await Promise.all([flushReportOutbox(USER, send), flushReportOutbox(USER, send)]);

  expect(keys).toEqual(['a']);
});

test('a report the server refuses leaves the outbox and is handed back; a lost session or a server error waits', async () => {
  await reportOutbox.add(queued('refused', '2026-11-26T10:01:00.000Z'));
  await reportOutbox.add(queued('later', '2026-11-26T10:02:00.000Z'));
  const { keys, send } = sender(
    new ApiError(400, 'City is not one we know'),
    new ApiError(401, 'Please log in'),
  );

  const first = await flushReportOutbox(USER, send);
  expect(first.refused.map(({ report, error }) => [report.idempotencyKey, error.status])).toEqual([
    ['refused', 400],
  ]);
  expect(await left()).toEqual(['later']);

  const { send: failing } = sender(new ApiError(503, 'Unavailable'));
  expect(await flushReportOutbox(USER, failing)).toEqual({ sent: [], refused: [] });
  expect(await left()).toEqual(['later']);
  expect(keys).toEqual(['refused', 'later']);
});

test("a visitor's report is sent from any page, kept with its follow link (the photo gone), and never sent again", async () => {
  const photo = new File(['x'], 'dog.jpg', { type: 'image/jpeg' });
  await reportOutbox.add({
    ...queued('visitor', '2026-11-26T10:01:00.000Z'),
    userId: null,
    photo,
  });
  await reportOutbox.add(queued('account', '2026-11-26T10:02:00.000Z'));
  const keys: string[] = [];
  const link = { followUrl: 'https://rescue.example/follow#t', email: null };
  const send = async (report: QueuedReport) => {
    keys.push(report.idempotencyKey);
    return report.userId === null ? link : undefined;
  };

  // A page without a session sends the visitor's only.
  const result = await flushReportOutbox(null, send);
  expect(keys).toEqual(['visitor']);
  expect(result.sent).toMatchObject([{ idempotencyKey: 'visitor', sent: link }]);
  const [kept] = (await reportOutbox.list()).filter((report) => report.userId === null);
  expect(kept).toMatchObject({ sent: link, photo: null });

  // The account's page sends its own; the visitor's, sent, is not sent again.
  await flushReportOutbox(USER, send);
  expect(keys).toEqual(['visitor', 'account']);
  expect(await left()).toEqual(['visitor']);
});
