// The kit's tests run a service app of their own routers, as a service would, on a loopback
// port: what they set (routers, sessions, logger, database) and nothing else to write again.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Db } from 'mongodb';
import { generateSecrets } from '@rescue/stack/keys';
import { createLogger, createServiceApp } from '../src';
import type { ServiceAppOptions } from '../src/app';

export interface ProbeApp {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

type ProbeOptions = Partial<ServiceAppOptions> & Pick<ServiceAppOptions, 'routers'>;

/** Nobody's session is live, the log is silent and no route reads the database, unless said. */
export function probeApp(options: ProbeOptions) {
  const serviceName = options.serviceName ?? 'kit-test';
  return createServiceApp({
    serviceName,
    jwtPublicKey: generateSecrets().jwtPublicKey,
    sessions: async () => null,
    logger: createLogger(serviceName, 'silent'),
    db: {} as Db,
    ...options,
  });
}

/** probeApp, listening on a loopback port. */
export async function listenProbeApp(options: ProbeOptions): Promise<ProbeApp> {
  const server = probeApp(options).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
