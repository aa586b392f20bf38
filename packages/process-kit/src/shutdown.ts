// No imports on purpose: nothing but the process itself.
/**
 * Calls `close` once on SIGTERM, SIGINT, or when the parent that started this process
 * (npm start's runner, over an IPC channel) goes away, so no process is left orphaned.
 */
export function onShutdown(close: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  if (process.send) process.once('disconnect', stop);
}
