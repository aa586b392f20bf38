import { loadConfig } from './config';
import { start } from './app';

start(loadConfig()).then(
  (gateway) => {
    const stop = () => {
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      void gateway.close().then(() => process.exit(0));
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  },
  (error: unknown) => {
    console.error(
      JSON.stringify({ level: 60, service: 'gateway', msg: 'failed to start', err: String(error) }),
    );
    process.exit(1);
  },
);
