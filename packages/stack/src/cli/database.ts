// Which database a command works on: MONGO_URL, else the running app's (`npm start` records it
// in DATA_DIR/run.json), else the embedded FerretDB on DATA_DIR, started for the command alone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startFerretDb } from '../ferretdb';
import type { RunningStack } from '../orchestrator';
import { dataDir } from '../paths';

export interface RunningApp {
  url: string;
  mongoUrl: string;
  /** Each service's direct URLs (`npm run seed` calls their internal endpoints). */
  services?: RunningStack['services'];
}

/** The app `npm start` runs on this DATA_DIR, if it answers. */
export async function runningApp(): Promise<RunningApp | undefined> {
  const runFile = path.join(dataDir(), 'run.json');
  if (!existsSync(runFile)) return undefined;
  const running = JSON.parse(readFileSync(runFile, 'utf8')) as RunningApp;
  const alive = await fetch(`${running.url}/api/openapi.json`).then(
    (r) => r.ok,
    () => false,
  );
  return alive ? running : undefined;
}

export interface Database {
  mongoUrl: string;
  /** Where it is, for the log line. */
  label: string;
  close(): Promise<void>;
}

export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const close = async () => undefined;
  if (env.MONGO_URL) return { mongoUrl: env.MONGO_URL, label: 'MONGO_URL', close };
  const app = await runningApp();
  if (app) return { mongoUrl: app.mongoUrl, label: `the running app (${app.url})`, close };
  // With its password, as under npm start: the data folder's database is never open to all.
  const ferret = await startFerretDb({ dataDir: dataDir(), authenticate: true });
  return {
    mongoUrl: ferret.url,
    label: `the embedded database in ${dataDir()}`,
    close: () => ferret.stop(),
  };
}
