import path from 'node:path';
import { repoRoot } from '@rescue/service-kit';

export { dataDir, repoRoot } from '@rescue/service-kit';

/** Tools the project installs for itself (FerretDB, Go caches): git-ignored, reused. */
export function cacheDir(): string {
  return path.join(repoRoot(), '.cache');
}
