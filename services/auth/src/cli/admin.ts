// npm run admin -- <command>: the platform operator's accounts, straight in auth's database.
// Finds the database from MONGO_URL (and AUTH_DB), else from the running app's run.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { ensureAdminAccount } from '../domain/admin-accounts';
import { SessionStore } from '../store/sessions';
import { UserStore } from '../store/users';

const USAGE = `Usage: npm run admin -- <command>
  create <email> [--name "Name"] [--password-file FILE]   make or update an operator account
  set-password <email> [--password-file FILE]             give an operator a new password
  suspend <email> --reason "why"                          suspend any account, ending its sessions
  restore <email>                                         lift a suspension
  list                                                    the operator accounts
The password comes from --password-file or ADMIN_PASSWORD (at least 12 characters).
The database: MONGO_URL and AUTH_DB, else the app \`npm start\` is running (.data/run.json).`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function password(args: string[]): string {
  const file = option(args, '--password-file');
  const value = file ? readFileSync(file, 'utf8').trim() : process.env.ADMIN_PASSWORD;
  if (!value) throw new UsageError('Give the password in ADMIN_PASSWORD or with --password-file');
  return value;
}

/** The repository root: the nearest folder up whose package.json declares workspaces. */
function repoRoot(): string {
  let dir = __dirname;
  while (path.dirname(dir) !== dir) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8')))
      return dir;
    dir = path.dirname(dir);
  }
  throw new Error('No workspace root found');
}

function mongoUrl(): string {
  if (process.env.MONGO_URL) return process.env.MONGO_URL;
  const runFile = path.join(path.resolve(repoRoot(), process.env.DATA_DIR ?? '.data'), 'run.json');
  if (!existsSync(runFile))
    throw new UsageError('No database: start the app with `npm start`, or set MONGO_URL');
  return (JSON.parse(readFileSync(runFile, 'utf8')) as { mongoUrl: string }).mongoUrl;
}

async function account(db: Db, email: string | undefined) {
  if (!email) throw new UsageError('Which account? Give its email');
  const user = await new UserStore(db).findByEmail(email);
  if (!user) throw new UsageError(`No account with the email ${email}`);
  return user;
}

export async function runAdminCommand(args: string[], db: Db, print: (line: string) => void) {
  const [command, email] = args;
  const users = new UserStore(db);
  switch (command) {
    case 'create':
    case 'set-password': {
      if (!email) throw new UsageError('Which account? Give its email');
      const existing = await users.findByEmail(email);
      if (command === 'set-password' && existing?.role !== 'admin')
        throw new UsageError(`${email} is not an operator account`);
      const name = option(args, '--name') ?? existing?.name ?? 'Rescue Network Operator';
      const admin = await ensureAdminAccount(db, { email, name, password: password(args) });
      print(`${existing ? 'Updated' : 'Created'} operator ${admin.email} (${admin.name})`);
      return;
    }
    case 'suspend': {
      const reason = option(args, '--reason');
      if (!reason || reason.trim().length < 3) throw new UsageError('Say why with --reason "..."');
      const user = await account(db, email);
      await users.suspend(user._id, { reason: reason.trim(), at: new Date(), by: 'npm run admin' });
      const ended = await new SessionStore(db).endAllOf(user._id.toHexString(), 'suspended');
      print(`Suspended ${user.email}; ${ended} session(s) ended`);
      return;
    }
    case 'restore': {
      const user = await account(db, email);
      await users.restore(user._id);
      print(`Restored ${user.email}`);
      return;
    }
    case 'list': {
      const admins = await users.search({ role: 'admin', limit: 200 });
      if (admins.length === 0) print('No operator accounts');
      for (const admin of admins)
        print(`${admin.email}\t${admin.name}${admin.suspension ? '\t(suspended)' : ''}`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'Which command?');
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.log(USAGE);
    return;
  }
  const client = await MongoClient.connect(mongoUrl(), { serverSelectionTimeoutMS: 3000 });
  try {
    await runAdminCommand(args, client.db(process.env.AUTH_DB ?? 'rescue_auth'), (line) =>
      console.log(line),
    );
  } finally {
    await client.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
