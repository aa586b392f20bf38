import type { AlertSeverity } from '@rescue/contracts';
import { CollectionStore, type Db } from '@rescue/service-kit';

/** A volunteer's duty switch, position and alert preferences. */
export interface DutyDoc {
  /** The volunteer's id. */
  _id: string;
  onDuty: boolean;
  lat: number;
  lng: number;
  /** The position is the profile city's centre. */
  approximate: boolean;
  radiusKm: number;
  minSeverity: AlertSeverity;
  updatedAt: Date;
}

export class DutyStore extends CollectionStore<DutyDoc> {
  constructor(db: Db) {
    super(db, 'volunteerDuty', [{ key: { onDuty: 1 } }]);
  }

  get(volunteerId: string): Promise<DutyDoc | null> {
    return this.collection.findOne({ _id: volunteerId });
  }

  async put(doc: DutyDoc): Promise<void> {
    const { _id, ...fields } = doc;
    await this.collection.updateOne({ _id }, { $set: fields }, { upsert: true });
  }

  /** Alert preferences only (a push subscription's); the switch and position stay. */
  async setPreferences(
    volunteerId: string,
    preferences: Pick<DutyDoc, 'radiusKm' | 'minSeverity'>,
  ): Promise<void> {
    // Before the first PUT /api/volunteer/duty: kept off duty until the volunteer says.
    await this.collection.updateOne(
      { _id: volunteerId },
      {
        $set: preferences,
        $setOnInsert: { onDuty: false, lat: 0, lng: 0, approximate: true, updatedAt: new Date() },
      },
      { upsert: true },
    );
  }

  /** Everyone on duty now (a scan on the embedded database: one per new report), or of these. */
  onDuty(volunteerIds?: readonly string[]): Promise<DutyDoc[]> {
    const only = volunteerIds ? { _id: { $in: [...volunteerIds] } } : {};
    return this.collection.find({ onDuty: true, ...only }).toArray();
  }
}
