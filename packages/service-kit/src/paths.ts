import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Where a checkout keeps things: for the tools that run from it (npm start, npm run admin).

/** The repository root: the nearest folder up whose package.json declares workspaces. */
export function repoRoot(from = __dirname): string {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8')))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${from}`);
    dir = parent;
  }
}

/** Every stored byte of a running app lives under DATA_DIR (default .data/). */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(repoRoot(), env.DATA_DIR ?? '.data');
}
