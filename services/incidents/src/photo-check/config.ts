import { intFromEnv } from '@rescue/contracts';

/** The photo check (issue 30, "The photo helps"): docs/configuration.md, PHOTO_CHECK. */
export interface PhotoCheckConfig {
  /**
   * PHOTO_CHECK=on|off. On by default, except under a test runner (NODE_ENV=test), where
   * suites that send photos would each load the model: the photo-check tests turn it on.
   */
  enabled: boolean;
  /** How often each replica looks for photos to check when it wrote nothing (PHOTO_CHECK_POLL_MS). */
  pollMs: number;
  /** A check that takes longer is given up and its worker ended (PHOTO_CHECK_TIMEOUT_MS). */
  timeoutMs: number;
  /** The worker process's JavaScript heap (PHOTO_CHECK_MAX_HEAP_MB); the model's weights live in wasm memory beside it. */
  maxHeapMb: number;
}

export function loadPhotoCheckConfig(env: NodeJS.ProcessEnv): PhotoCheckConfig {
  const raw = (env.PHOTO_CHECK ?? (process.env.NODE_ENV === 'test' ? 'off' : 'on'))
    .trim()
    .toLowerCase();
  if (raw !== 'on' && raw !== 'off') throw new Error('PHOTO_CHECK must be on or off');
  const atLeast = (name: string, fallback: number, min: number) => {
    const value = intFromEnv(env, name, fallback);
    if (value < min) throw new Error(`${name} must be at least ${min}`);
    return value;
  };
  return {
    enabled: raw === 'on',
    pollMs: atLeast('PHOTO_CHECK_POLL_MS', 2_000, 10),
    timeoutMs: atLeast('PHOTO_CHECK_TIMEOUT_MS', 30_000, 100),
    maxHeapMb: atLeast('PHOTO_CHECK_MAX_HEAP_MB', 128, 32),
  };
}
