// A service that stops while its database stops answering (npm start's own database, stopped
// with it) stops at once: the client's goodbyes (ending its sessions) waited for the socket
// timeout, 60 s, and a service whose runner was killed outlived it (no-orphans.test.ts).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { freePort } from '@rescue/stack/ports';
import { Router, loadBaseConfig, runService, type ServiceState } from '../src';
import { probeApp } from './probe-app';

/** A TCP relay to the test database that can go silent: bytes stop, sockets stay open. */
async function relay(target: URL) {
  const sockets: net.Socket[] = [];
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.push(client, upstream);
    client.on('data', (chunk) => !silent && upstream.write(chunk));
    upstream.on('data', (chunk) => !silent && client.write(chunk));
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    goSilent: () => (silent = true),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

test('a service whose database stops answering still stops within a few seconds', async () => {
  const database = new URL(process.env.MONGO_URL!);
  const proxy = await relay(database);
  try {
    const port = await freePort();
    const config = loadBaseConfig('kit', port, {
      MONGO_URL: `mongodb://127.0.0.1:${proxy.port}/?directConnection=true`,
      KIT_DB: `kit_stop_${Math.random().toString(36).slice(2, 10)}`,
      JWT_PUBLIC_KEY: 'unused',
      INTERNAL_API_KEY: 'k',
      LOG_LEVEL: 'silent',
    });
    const running = await runService(config, async ({ mongo }) => {
      // A cursor still open, which the client closes on the server as it closes (a follower
      // or a scan under way in a running service).
      await mongo.db.collection('things').insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
      await mongo.db.collection('things').find().batchSize(1).next();
      return probeApp({ serviceName: 'kit', db: mongo.db, routers: [new Router<ServiceState>()] });
    });
    proxy.goSilent();
    const started = performance.now();
    await running.close();
    // The client gives up its goodbyes after 1 s; the old stop took 3.5 s here, 10 s and more
    // beside a stopping database.
    expect(performance.now() - started).toBeLessThan(3_000);
  } finally {
    proxy.close();
  }
}, 20_000);
