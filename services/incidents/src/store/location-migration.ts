import { isDuplicateKeyError } from '@rescue/service-kit';
// Start-up migration: incidents stored before locations said whether they are exact get
// `location.lat`/`lng` (the numbers the distance queries' bounding box is a range on, which a
// MongoDB index can answer), `approximate` (their point is their city's centre) and
// `accuracyMeters` (null: none was kept). Done in the database rather than when documents are
// read, because a query cannot filter or use an index on a field that exists only in memory.
// Runs once per database: a marker document says it is done, so later starts pay one `_id`
// lookup (the one query the embedded database answers without a scan).
import type { AnyBulkWriteOperation, Collection, Db, Logger } from '@rescue/service-kit';
import { announceReload } from './change-log';
import { legacyLocationFields, type IncidentDoc } from './incident-doc';

export const MIGRATIONS_COLLECTION = 'migrations';
export const LOCATION_MIGRATION = 'incident-location-fields-1';
const BATCH = 500;

interface MigrationDoc {
  _id: string;
  at: Date;
  changed: number;
}

/** Fills in the location fields where missing; the number of incidents changed. */
export async function migrateLocations(
  db: Db,
  incidents: Collection<IncidentDoc>,
  logger?: Logger,
): Promise<number> {
  const migrations = db.collection<MigrationDoc>(MIGRATIONS_COLLECTION);
  if (await migrations.findOne({ _id: LOCATION_MIGRATION })) return 0;
  const legacy = incidents.find(
    { 'location.approximate': { $exists: false } },
    { projection: { _id: 1, city: 1, 'location.coordinates': 1 } },
  );
  let changed = 0;
  let batch: AnyBulkWriteOperation<IncidentDoc>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await incidents.bulkWrite(batch, { ordered: false });
    changed += batch.length;
    batch = [];
  };
  for await (const doc of legacy) {
    const fields = legacyLocationFields(doc.city, doc.location.coordinates);
    batch.push({
      updateOne: {
        filter: { _id: doc._id },
        update: {
          $set: {
            'location.lat': fields.lat,
            'location.lng': fields.lng,
            'location.approximate': fields.approximate,
            'location.accuracyMeters': fields.accuracyMeters,
          },
        },
      },
    });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // Replicas already running hold the records as they were: they read the collection again.
  if (changed > 0) await announceReload(db);
  try {
    await migrations.insertOne({ _id: LOCATION_MIGRATION, at: new Date(), changed });
  } catch (error) {
    // Another replica finished the same migration first.
    if (!isDuplicateKeyError(error)) throw error;
  }
  if (changed > 0) logger?.info({ changed }, 'incident locations migrated');
  return changed;
}
