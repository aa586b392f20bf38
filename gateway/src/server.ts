import { announceListening, onShutdown } from '@rescue/process-kit';
import { loadConfig } from './config';
import { start } from './app';

start(loadConfig()).then(
  (gateway) => {
    onShutdown(() => gateway.close());
    const address = gateway.server.address();
    if (typeof address === 'object' && address) announceListening(address.port);
  },
  (error: unknown) => {
    console.error(
      JSON.stringify({ level: 60, service: 'gateway', msg: 'failed to start', err: String(error) }),
    );
    process.exit(1);
  },
);
