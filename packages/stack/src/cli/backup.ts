// `npm run backup [-- --out FILE] [--db NAME ...]`: every database into one gzip archive of EJSON
// lines (photos included: they live in GridFS), while the app runs. See backup.ts and docs/operations.md, Backups.
import path from 'node:path';
import { backup } from '../backup';
import { dataDir } from '../paths';
import { openDatabase } from './database';

const log = (line: string) => process.stderr.write(`${line}\n`);

function options(args: string[]) {
  const databases: string[] = [];
  let out: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--out') out = args[++i];
    else if (arg === '--db') databases.push(args[++i] ?? '');
    else throw new Error(`Unknown option ${arg}: npm run backup [-- --out FILE] [--db NAME ...]`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return {
    file: path.resolve(out ?? path.join(dataDir(), 'backups', `rescue-${stamp}.jsonl.gz`)),
    databases: databases.filter(Boolean),
  };
}

async function main(): Promise<void> {
  const { file, databases } = options(process.argv.slice(2));
  const database = await openDatabase();
  log(`Backing up ${database.label}`);
  try {
    await backup({ mongoUrl: database.mongoUrl, file, databases, progress: log });
  } finally {
    await database.close();
  }
  process.stdout.write(`${file}\n`);
}

main().catch((error: unknown) => {
  log(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
