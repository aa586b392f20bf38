import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const started = globalThis.__rescueFerret;
  if (!started) return;
  await started.ferret.stop();
  rmSync(started.dir, { recursive: true, force: true });
}
