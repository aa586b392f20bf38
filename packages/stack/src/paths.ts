import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@rescue/service-kit';

export { dataDir, repoRoot } from '@rescue/service-kit';

/** Tools the project installs for itself (FerretDB, Go caches): git-ignored, reused. */
export function cacheDir(): string {
  return path.join(repoRoot(), '.cache');
}

/**
 * A folder under the data folder only its owner may enter (0700), its files 0600: database
 * files and logs hold people's contact details. Also tightens what an older version left
 * world-readable (0755/0644); the mode given to mkdir alone applies only to a new folder.
 */
export function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) chmodSync(path.join(dir, entry.name), 0o600);
  }
  return dir;
}
