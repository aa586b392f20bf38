// @ts-check
// Runs a Dockerfile's build steps without Docker, in a clean copy of its build context: each
// stage is a folder standing for the image's file system; FROM, WORKDIR, ARG, ENV, COPY
// (from the context or an earlier stage) and RUN are carried out as BuildKit would, except
// `npm ci`, which links, from the repository's installed node_modules, exactly the packages
// package-lock.json says that command installs (the workspaces present in the stage are
// linked from the stage itself, as npm links them). Base images start as empty folders.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { installedBy, readLockfile } from '../lockfile.mjs';

/**
 * @typedef {{ keyword: string, args: string, line: number }} Instruction
 * @typedef {{ name?: string, base: string, root: string, workdir: string,
 *   env: Record<string, string>, cmd?: string[], healthcheck?: string[], user?: string }} Stage
 */

/** @returns {Instruction[]} */
export function parseDockerfile(/** @type {string} */ text) {
  /** @type {Instruction[]} */
  const instructions = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) return;
    if (!pending) startLine = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const full = (pending + line).trim();
    pending = '';
    const [keyword = ''] = full.split(/\s+/);
    instructions.push({
      keyword: keyword.toUpperCase(),
      args: full.slice(keyword.length).trim(),
      line: startLine,
    });
  });
  return instructions;
}

const substitute = (/** @type {string} */ text, /** @type {Record<string, string>} */ vars) =>
  text.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_, a, b) => vars[a ?? b] ?? '',
  );

/** Splits leading `--flag=value` options off an instruction's arguments. */
function flagsOf(/** @type {string} */ args) {
  /** @type {Record<string, string>} */
  const flags = {};
  let rest = args;
  for (;;) {
    const match = /^--([a-z-]+)(?:=(\S+))?\s+/.exec(rest);
    if (!match) break;
    flags[match[1] ?? ''] = match[2] ?? 'true';
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** `KEY=value KEY2="v w"` (ENV and ARG). */
function assignments(/** @type {string} */ args, /** @type {Record<string, string>} */ vars) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|\S*))?/g)) {
    const value = match[2];
    out[match[1] ?? ''] =
      value === undefined
        ? (vars[match[1] ?? ''] ?? '')
        : substitute(value.replace(/^"|"$/g, ''), vars);
  }
  return out;
}

function run(
  /** @type {string} */ command,
  /** @type {string} */ cwd,
  /** @type {NodeJS.ProcessEnv} */ env,
  /** @type {(line: string) => void} */ log,
) {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) {
        for (const line of output.split('\n')) if (/^build: /.test(line)) log(line);
        resolve(undefined);
      } else reject(new Error(`RUN ${command} failed (${code}):\n${output.slice(-4000)}`));
    });
  });
}

/**
 * What `npm ci [--workspace W]... [--include-workspace-root] [--omit=dev]` leaves in `appDir`:
 * the packages package-lock.json says that command installs (deploy/lockfile.mjs), each linked
 * from the repository's node_modules, their bin links, and the @rescue/* links to the
 * workspaces this stage holds. A source file importing a package the command would not
 * install fails here as it would in the image. (A linked package's own dependencies resolve
 * from the repository, so only imports made by the stage's own files are checked this way.)
 */
function npmCi(
  /** @type {string} */ repoRoot,
  /** @type {string} */ appDir,
  /** @type {string} */ command,
) {
  const words = command.split(/\s+/);
  const workspaces = words.flatMap((word, i) =>
    words[i - 1] === '--workspace' || words[i - 1] === '-w'
      ? [word]
      : word.startsWith('--workspace=')
        ? [word.slice('--workspace='.length)]
        : [],
  );
  const lock = readLockfile(repoRoot);
  const installed = installedBy(lock, {
    workspaces: workspaces.length ? workspaces : [''],
    includeRoot: workspaces.length === 0 || words.includes('--include-workspace-root'),
    omitDev: words.includes('--omit=dev'),
  });
  const target = path.join(appDir, 'node_modules');
  mkdirSync(path.join(target, '.bin'), { recursive: true });
  for (const location of installed) {
    const entry = lock.packages[location] ?? {};
    if (location.startsWith('node_modules/') && !location.slice(13).includes('/node_modules/')) {
      const name = location.slice('node_modules/'.length);
      mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
      symlinkSync(path.join(repoRoot, location), path.join(target, name));
      for (const [bin, file] of Object.entries(entry.bin ?? {})) {
        // Two packages may offer one command: the first installed (the nearest dependency) wins.
        const link = path.join(target, '.bin', bin);
        if (!existsSync(link)) symlinkSync(path.join('..', name, file), link);
      }
    }
  }
  for (const [location, entry] of Object.entries(lock.packages)) {
    const name = entry.name;
    if (!location || location.includes('node_modules') || !name?.startsWith('@rescue/')) continue;
    if (!installed.has(location) || !existsSync(path.join(appDir, location, 'package.json')))
      continue;
    mkdirSync(path.join(target, '@rescue'), { recursive: true });
    symlinkSync(
      path.relative(path.join(target, '@rescue'), path.join(appDir, location)),
      path.join(target, name),
    );
    // Packages npm could not hoist live in the workspace's own node_modules.
    const nested = path.join(repoRoot, location, 'node_modules');
    if (existsSync(nested) && !existsSync(path.join(appDir, location, 'node_modules'))) {
      symlinkSync(nested, path.join(appDir, location, 'node_modules'));
    }
  }
}

/** COPY as BuildKit does it: a folder's contents into dest, a file to dest (or into dest/). */
function copyInto(
  /** @type {string[]} */ sources,
  /** @type {string} */ dest,
  /** @type {boolean} */ destIsDir,
) {
  for (const source of sources) {
    if (!existsSync(source)) throw new Error(`COPY: ${source} does not exist`);
    const isDir = statSync(source).isDirectory();
    const to = isDir || !destIsDir ? dest : path.join(dest, path.basename(source));
    mkdirSync(isDir ? to : path.dirname(to), { recursive: true });
    cpSync(source, to, { recursive: true, verbatimSymlinks: true, force: true });
  }
}

/**
 * Carries out the build of `dockerfile` with `contextDir` as its context, in `workDir`.
 * Resolves with the final stage (its folder, environment, CMD and HEALTHCHECK).
 * @param {{ repoRoot: string, dockerfile: string, contextDir: string, workDir: string,
 *   log?: (line: string) => void }} options
 */
export async function simulateBuild({ repoRoot, dockerfile, contextDir, workDir, log = () => {} }) {
  const { readFileSync } = await import('node:fs');
  const instructions = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  /** @type {Record<string, string>} */
  const globalArgs = {};
  /** @type {Stage[]} */
  const stages = [];
  /** @type {Stage | undefined} */
  let stage;
  const at = (/** @type {Stage} */ s, /** @type {string} */ p) =>
    path.join(s.root, p.startsWith('/') ? p : path.posix.join(s.workdir, p));

  for (const { keyword, args, line } of instructions) {
    const where = `${path.basename(path.dirname(dockerfile))}/Dockerfile:${line}`;
    try {
      if (keyword === 'ARG' && !stage) {
        Object.assign(globalArgs, assignments(args, globalArgs));
      } else if (keyword === 'FROM') {
        const [image = '', , name] = substitute(args, globalArgs).split(/\s+/);
        const parent = stages.find((s) => s.name === image);
        const root = path.join(workDir, `stage-${stages.length}${name ? `-${name}` : ''}`);
        if (parent) cpSync(parent.root, root, { recursive: true, verbatimSymlinks: true });
        else mkdirSync(root, { recursive: true });
        stage = {
          name,
          base: parent ? parent.base : image,
          root,
          workdir: parent?.workdir ?? '/',
          env: { ...(parent?.env ?? {}) },
          cmd: parent?.cmd,
          healthcheck: parent?.healthcheck,
        };
        stages.push(stage);
      } else if (!stage) {
        throw new Error(`${keyword} before FROM`);
      } else if (keyword === 'WORKDIR') {
        stage.workdir = path.posix.resolve(stage.workdir, substitute(args, stage.env));
        mkdirSync(at(stage, '.'), { recursive: true });
      } else if (keyword === 'ARG' || keyword === 'ENV') {
        Object.assign(stage.env, assignments(args, { ...globalArgs, ...stage.env }));
      } else if (keyword === 'COPY') {
        const { flags, rest } = flagsOf(args);
        const parts = rest.split(/\s+/);
        const dest = parts.pop() ?? '';
        const from = flags.from ? stages.find((s) => s.name === flags.from) : undefined;
        if (flags.from && !from) throw new Error(`COPY --from=${flags.from}: no such stage`);
        const sources = parts.map((p) =>
          from ? at(from, p) : path.join(contextDir, path.posix.normalize(p).replace(/^\/+/, '')),
        );
        const missing = sources.filter((source) => !existsSync(source));
        if (missing.length) {
          throw new Error(
            `COPY ${rest}: ${missing.map((m) => path.relative(from ? from.root : contextDir, m)).join(', ')} ` +
              `not in the ${from ? `stage ${from.name}` : 'build context (see its .dockerignore)'}`,
          );
        }
        copyInto(sources, at(stage, dest), dest.endsWith('/') || sources.length > 1);
      } else if (keyword === 'RUN') {
        const { rest } = flagsOf(args);
        const cwd = at(stage, '.');
        if (/^npm ci\b/.test(rest)) npmCi(repoRoot, cwd, rest);
        else await run(rest, cwd, { ...process.env, ...stage.env }, log);
      } else if (keyword === 'CMD') {
        stage.cmd = JSON.parse(args);
      } else if (keyword === 'HEALTHCHECK') {
        const { rest } = flagsOf(args);
        const json = rest.replace(/^CMD\s+/, '');
        stage.healthcheck = JSON.parse(json);
      } else if (keyword === 'USER') {
        stage.user = args;
      } else if (!['EXPOSE', 'LABEL'].includes(keyword)) {
        throw new Error(`${keyword} is not understood by this check`);
      }
    } catch (error) {
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!stage) throw new Error(`${dockerfile} has no FROM`);
  return /** @type {Stage} */ (stage);
}
