import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Collection } from 'mongodb';
import { startFerretDb, type RunningFerretDb } from '@rescue/stack/ferretdb';
import type { IncidentDoc } from '../src/store/incident-doc';

export interface IncidentsDatabase {
  incidents: Collection<IncidentDoc>;
  /** The incidents as the database returns them: what a working set is built from. */
  stored: IncidentDoc[];
}

/**
 * As jest hooks: the real embedded database (FerretDB), started for this file alone, with `docs`
 * in database `name`'s incidents collection; stopped and its folder removed after the file.
 * The returned object is filled in by the hook: read it in tests and later hooks.
 */
export function incidentsDatabase(name: string, docs: () => IncidentDoc[]): IncidentsDatabase {
  const database = {} as IncidentsDatabase;
  let dir: string | undefined;
  let ferret: RunningFerretDb | undefined;
  let mongo: MongoClient | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), `rescue-${name.replaceAll('_', '-')}-`));
    ferret = await startFerretDb({ dataDir: dir });
    mongo = await MongoClient.connect(ferret.url);
    database.incidents = mongo.db(name).collection<IncidentDoc>('incidents');
    await database.incidents.insertMany(docs());
    database.stored = await database.incidents.find({}).toArray();
  }, 60_000);
  afterAll(async () => {
    await mongo?.close();
    await ferret?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return database;
}
