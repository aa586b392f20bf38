import type { Collection, Db } from '@rescue/service-kit';

interface PositionDoc {
  _id: string;
  position: number;
  at: Date;
}

/**
 * Where this service is in the incidents' change feed, shared by its replicas: after a restart
 * it goes on from here, so no change is skipped (the incidents service keeps changes at least
 * 10 minutes and 1,000 of them).
 */
export class FeedPosition {
  private readonly positions: Collection<PositionDoc>;

  constructor(db: Db) {
    this.positions = db.collection<PositionDoc>('feedPosition');
  }

  async get(): Promise<number | undefined> {
    return (await this.positions.findOne({ _id: 'incidents' }))?.position;
  }

  /** Never moves back: a replica behind another does not undo its progress. */
  async advance(position: number): Promise<void> {
    await this.positions.updateOne(
      { _id: 'incidents' },
      { $max: { position }, $set: { at: new Date() } },
      { upsert: true },
    );
  }
}
