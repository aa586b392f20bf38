// The database commands slower than a threshold are logged by name, collection and duration
// (to find what loads the embedded database), never with the values they carry.
import { randomBytes } from 'node:crypto';
import { connectMongo, type Logger } from '../src';

interface Line {
  fields: Record<string, unknown>;
  msg: string;
}

/** A logger that keeps its warn lines (the only level the watch uses). */
function keptWarnings(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, msg: string) => lines.push({ fields, msg }),
  } as unknown as Logger;
  return { logger, lines };
}

const dbName = () => `kit_slow_${randomBytes(4).toString('hex')}`;
const SECRET = 'someone@example.org';
/** Enough documents that their insert takes well over a millisecond on any database. */
const people = () =>
  Array.from({ length: 2000 }, (_, i) => ({ i, email: SECRET, note: 'x'.repeat(200) }));

test('a command slower than the threshold is logged with its name, collection and duration only', async () => {
  const { logger, lines } = keptWarnings();
  const mongo = await connectMongo(process.env.MONGO_URL!, dbName(), {
    logger,
    slowCommandMs: 1,
  });
  try {
    await mongo.db.collection('people').insertMany(people());
    await mongo.db.collection('people').find({ email: SECRET }).toArray();
    const inserts = lines.filter((line) => line.fields.commandName === 'insert');
    expect(inserts.length).toBeGreaterThan(0);
    expect(inserts[0]).toEqual({
      msg: 'slow database command',
      fields: expect.objectContaining({
        commandName: 'insert',
        collection: 'people',
        db: mongo.db.databaseName,
        failed: false,
        durationMs: expect.any(Number),
      }),
    });
    expect(inserts[0]!.fields.durationMs).toBeGreaterThanOrEqual(1);
    // The filter's and the documents' values never reach the log.
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    expect(mongo.slowCommands?.()).toBe(lines.length);
  } finally {
    await mongo.client.close();
  }
});

test('commands under the threshold are not logged; 0, the default, watches none', async () => {
  for (const slowCommandMs of [60_000, 0, undefined]) {
    const { logger, lines } = keptWarnings();
    const mongo = await connectMongo(process.env.MONGO_URL!, dbName(), { logger, slowCommandMs });
    try {
      await mongo.db.collection('people').insertMany(people());
      expect(lines).toEqual([]);
      expect(mongo.slowCommands?.() ?? 0).toBe(0);
      // Off, the driver does not monitor commands (which decodes every reply once more).
      expect(mongo.client.options.monitorCommands).toBe(slowCommandMs === 60_000);
    } finally {
      await mongo.client.close();
    }
  }
});
