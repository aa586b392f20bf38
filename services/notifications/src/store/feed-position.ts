import { CollectionStore, type Db } from '@rescue/service-kit';

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
export class FeedPosition extends CollectionStore<PositionDoc> {
  constructor(db: Db) {
    super(db, 'feedPosition');
  }

  async get(): Promise<number | undefined> {
    return (await this.collection.findOne({ _id: 'incidents' }))?.position;
  }

  /** Never moves back: a replica behind another does not undo its progress. */
  async advance(position: number): Promise<void> {
    await this.collection.updateOne(
      { _id: 'incidents' },
      { $max: { position }, $set: { at: new Date() } },
      { upsert: true },
    );
  }
}
