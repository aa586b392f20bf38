// npm run admin -- <command>: the platform operator's accounts, straight in auth's database.
// Finds the database from MONGO_URL (and AUTH_DB), else from the running app's run.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { AuditLogStore, dataDir } from '@rescue/service-kit';
import { ADMIN_PASSWORD_MIN_LENGTH, ensureAdminAccount } from '../domain/admin-accounts';
import { reasonRequestSchema, serviceDatabaseName } from '@rescue/contracts';
import { SessionStore } from '../store/sessions';
import { UserStore, type UserDoc } from '../store/users';

export const USAGE = `Usage: npm run admin -- <command>
  create <email> --name "Name" [--password-file FILE]   make an operator account, or update one
  set-password <email> [--password-file FILE]           give an operator a new password
  suspend <email> --reason "why"                        suspend any account, ending its sessions
  restore <email>                                       lift a suspension
  list                                                  the operator accounts
The password comes from --password-file, ADMIN_PASSWORD_FILE or ADMIN_PASSWORD (at least
${ADMIN_PASSWORD_MIN_LENGTH} characters). The database: MONGO_URL and AUTH_DB (default rescue_auth),
else the app \`npm start\` is running (DATA_DIR/run.json).`;

const DEFAULT_NAME = 'Rescue Network Operator';
/** Who the audit log says acted, for what is done from the command line. */
const CLI_ACTOR = { id: 'cli', name: 'npm run admin' };

/** A mistake in the command: said with the usage, exit code 2. */
export class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function readPassword(args: string[], env: NodeJS.ProcessEnv): string {
  const file = option(args, '--password-file') ?? env.ADMIN_PASSWORD_FILE;
  let value: string | undefined;
  if (file) {
    if (!existsSync(file)) throw new UsageError(`No password file at ${file}`);
    value = readFileSync(file, 'utf8').trim();
  } else value = env.ADMIN_PASSWORD;
  if (!value)
    throw new UsageError('Give the password in ADMIN_PASSWORD or with --password-file FILE');
  if (value.length < ADMIN_PASSWORD_MIN_LENGTH)
    throw new UsageError(
      `The password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (it has ${value.length})`,
    );
  return value;
}

function requireEmail(email: string | undefined): string {
  if (!email || email.startsWith('--')) throw new UsageError('Which account? Give its email');
  return email;
}

async function account(users: UserStore, email: string | undefined): Promise<UserDoc> {
  const user = await users.findByEmail(requireEmail(email));
  if (!user) throw new UsageError(`No account with the email ${email}`);
  return user;
}

const audited = (user: UserDoc) => ({
  kind: 'account' as const,
  id: user._id.toHexString(),
  label: `${user.name} <${user.email}>`,
});

/** Runs one command against auth's database; throws UsageError for a mistake in it. */
export async function runAdminCommand(
  args: string[],
  db: Db,
  print: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const [command, email] = args;
  const users = new UserStore(db);
  switch (command) {
    case 'create': {
      const address = requireEmail(email);
      const existing = await users.findByEmail(address);
      const name = option(args, '--name')?.trim();
      if (!existing && !name) throw new UsageError('Name the operator with --name "Name"');
      const admin = await ensureAdminAccount(db, {
        email: address,
        name: name || DEFAULT_NAME,
        password: readPassword(args, env),
      });
      // A name given for an existing account renames it (creation already used it).
      if (existing && name && name !== admin.name) await users.updateProfile(admin._id, { name });
      const label = `${admin.email} (${name || admin.name})`;
      if (!existing) print(`Created operator ${label}`);
      else if (existing.role !== 'admin')
        print(`Made ${label} an operator (it was ${existing.role}); its sessions are ended`);
      else print(`Updated operator ${label}`);
      return;
    }
    case 'set-password': {
      const admin = await account(users, email);
      if (admin.role !== 'admin')
        throw new UsageError(`${admin.email} is not an operator account (use create)`);
      await ensureAdminAccount(db, {
        email: admin.email,
        name: admin.name,
        password: readPassword(args, env),
      });
      print(`New password set for ${admin.email}; its sessions are ended`);
      return;
    }
    case 'suspend': {
      const parsed = reasonRequestSchema.safeParse({ reason: option(args, '--reason') ?? '' });
      if (!parsed.success)
        throw new UsageError('Say why with --reason "..." (3 to 500 characters)');
      const { reason } = parsed.data;
      const user = await account(users, email);
      await users.suspend(user._id, { reason, at: new Date(), by: CLI_ACTOR.name });
      const ended = await new SessionStore(db).endAllOf(user._id.toHexString(), 'suspended');
      await new AuditLogStore(db).record({
        actor: CLI_ACTOR,
        action: 'account.suspend',
        target: audited(user),
        reason,
      });
      print(`Suspended ${user.email}; ${ended} session(s) ended`);
      return;
    }
    case 'restore': {
      const user = await account(users, email);
      if (!user.suspension) {
        print(`${user.email} is not suspended`);
        return;
      }
      await users.restore(user._id);
      await new AuditLogStore(db).record({
        actor: CLI_ACTOR,
        action: 'account.restore',
        target: audited(user),
        reason: null,
      });
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
      throw new UsageError(command ? `Unknown command: ${command}` : 'Which command?');
  }
}

/** MONGO_URL, else the URL the running app wrote to DATA_DIR/run.json. */
function mongoUrl(env: NodeJS.ProcessEnv): string {
  if (env.MONGO_URL) return env.MONGO_URL;
  const runFile = path.join(dataDir(env), 'run.json');
  if (!existsSync(runFile))
    throw new UsageError(
      'No database to work on: start the app with `npm start`, or set MONGO_URL (and AUTH_DB)',
    );
  const { mongoUrl: url } = JSON.parse(readFileSync(runFile, 'utf8')) as { mongoUrl?: string };
  if (!url) throw new UsageError(`${runFile} names no database: set MONGO_URL`);
  return url;
}

/** The whole command line: 0 done, 1 failed, 2 a mistake in the command (usage printed). */
export async function main(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  err: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<number> {
  if (args.length === 0 || ['--help', '-h', 'help'].includes(args[0]!)) {
    out(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  let client: MongoClient | undefined;
  try {
    const url = mongoUrl(env);
    client = new MongoClient(url, { serverSelectionTimeoutMS: 3000 });
    await client.connect().catch(() => {
      throw new Error(`Cannot reach the database at ${url}: is the app running?`);
    });
    await runAdminCommand(args, client.db(serviceDatabaseName('auth', env)), out, env);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    err(`npm run admin failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await client?.close();
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
