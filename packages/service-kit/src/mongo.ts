import { MongoClient, type Db } from 'mongodb';

export interface MongoHandle {
  client: MongoClient;
  db: Db;
}

/** One client per process; the driver pools connections itself. */
export async function connectMongo(url: string, dbName: string): Promise<MongoHandle> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 20 });
  await client.connect();
  return { client, db: client.db(dbName) };
}
