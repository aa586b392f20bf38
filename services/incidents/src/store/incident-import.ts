import type { Db } from '@rescue/service-kit';
import { announceReload } from './change-log';
import type { IncidentDoc } from './incident-doc';

/**
 * Stores many new incidents at once (the benchmark's bulk load): one insertMany, then one
 * reload in the change log, after which every replica reads the collection again; a load of
 * many batches asks for the reload with its last (options.reload false before: until then
 * the working sets do not hold the batches). IncidentStore.insert, one lock and one logged change per incident,
 * took about 30 ms an incident on the embedded database, growing with the collection: hours
 * for 100,000.
 */
export async function importIncidents(
  db: Db,
  docs: IncidentDoc[],
  options: { reload: boolean },
): Promise<void> {
  await db.collection<IncidentDoc>('incidents').insertMany(docs, { ordered: false });
  if (options.reload) await announceReload(db);
}
