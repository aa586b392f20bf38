// Configuration helpers shared by the services and the gateway (no Node-only imports,
// so the contracts package stays usable from the browser).

/** Where each service listens when run alone; `npm start` picks free ports itself. */
export const DEFAULT_SERVICE_PORTS = {
  auth: 4001,
  incidents: 4002,
  volunteer: 4003,
  docusign: 4004,
  notifications: 4005,
} as const;
export type ServiceName = keyof typeof DEFAULT_SERVICE_PORTS;
export const SERVICE_NAMES = Object.keys(DEFAULT_SERVICE_PORTS) as ServiceName[];

/**
 * glibc's allocator settings for every Node process of the app: the image's ENV
 * (deploy/service.Dockerfile, checked against this by deploy/check), the local stack's children
 * and the photo check's worker. Two arenas: glibc's default (eight per core) keeps the memory of
 * finished photo decodes (10 parallel worst-case uploads peaked about 25% lower). A fixed mmap
 * threshold: glibc's own rises to the largest block freed (up to 32 MB), so after the first
 * photo decodes their buffers came from the arenas, which kept them: 120-150 MB more resident
 * for good after the bench's uploads at 100,000 incidents, 60 MB with it (bench/src/
 * restart-steps.ts, BENCH_STEPS=load,reads).
 */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/** A whole number from the environment, or `fallback` when unset; anything else is a start-up error. */
export function intFromEnv(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** The same for a count that must be at least 1 (a limit, a concurrency, a number of days). */
export function positiveIntFromEnv(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
): number {
  const value = intFromEnv(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1`);
  return value;
}

/**
 * The base URLs in one peer variable (INCIDENTS_URL...): one URL, or every replica's,
 * comma-separated; trimmed, without a trailing slash.
 */
export function parsePeerUrls(raw: string): string[] {
  return raw
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
