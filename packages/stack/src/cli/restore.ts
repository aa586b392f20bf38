// `npm run restore -- FILE [--force]`: an archive from `npm run backup` into an empty database
// (the app stopped: the embedded one in DATA_DIR; or MONGO_URL). --force replaces what is there.
import path from 'node:path';
import { restore, RestoreError } from '../backup';
import { openDatabase, runningApp } from './database';

const log = (line: string) => process.stderr.write(`${line}\n`);
const USAGE = 'npm run restore -- FILE [--force]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new RestoreError(`Usage: ${USAGE}`);
  // Services keep what they read (sessions, working sets, the operator check of the last
  // start): data replaced under them mixes two states until the next restart.
  const app = await runningApp();
  if (app && (!process.env.MONGO_URL || process.env.MONGO_URL === app.mongoUrl))
    throw new RestoreError(
      `The app is running on this database (${app.url}): stop it first (Ctrl-C or SIGTERM to ` +
        '`npm start`), then restore, then start it again.',
    );
  const database = await openDatabase();
  log(`Restoring into ${database.label}`);
  try {
    await restore({
      mongoUrl: database.mongoUrl,
      file: path.resolve(files[0]!),
      replace,
      progress: log,
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  log(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof RestoreError ? 2 : 1);
});
