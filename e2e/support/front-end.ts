import { spawn } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const BUILD_SCRIPT = path.join(REPO_ROOT, 'packages', 'webpack-config', 'src', 'build-web.mjs');

/**
 * The same build step as `npm start` (`npm run build:web`): builds what changed, skips the
 * rest. Extra arguments pick apps; `env` reaches webpack (e.g. WEB_RELEASE_NOTE).
 */
export function buildFrontEnd(
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build-web.mjs exited with ${code}`)),
    );
  });
}
