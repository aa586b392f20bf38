// `npm run restore -- FILE [--force]`: an archive from `npm run backup` into an empty database
// (the app stopped: the embedded one in DATA_DIR; or MONGO_URL). --force replaces what is there.
import path from 'node:path';
import { restore, RestoreError } from '../backup';
import { openDatabase } from './database';

const log = (line: string) => process.stderr.write(`${line}\n`);
const USAGE = 'npm run restore -- FILE [--force]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new RestoreError(`Usage: ${USAGE}`);
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
