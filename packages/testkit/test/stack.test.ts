// The test stack under a busy shared database. Every API test file of a run uses the one
// database the global set-up started; under a full parallel run it can stall for a second or
// more. A request made after such a stall must still be served (slowly is fine), never
// refused: the stack's gateway used to probe each service's /readyz, whose 1 s database ping
// failed during the stall, and then answered 503 to every request for that service.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestStack, type TestStack } from '../src/stack';
import { registerUser } from '../src/users';
import { waitFor } from '../src/wait';

/**
 * A TCP relay in front of the database for this stack alone, which can hold every byte for a
 * while: the database stalls for these services and nobody else's.
 */
async function stallableRelay(target: URL) {
  let held: Promise<void> | undefined;
  const sockets = new Set<net.Socket>();
  const relay = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      from.pause();
      void (held ?? Promise.resolve()).then(() => to.write(chunk, () => from.resume()));
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    /** Holds every byte either way until `release()`. */
    stall(): () => void {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let relay: Awaited<ReturnType<typeof stallableRelay>>;
let stack: TestStack;
beforeAll(async () => {
  relay = await stallableRelay(new URL(process.env.MONGO_URL!));
  stack = await startTestStack({ env: { MONGO_URL: relay.url } });
});
afterAll(async () => {
  await stack?.close();
  await relay?.close();
});

test("a request after the database stalled for a while is served, not refused by the stack's gateway", async () => {
  await registerUser(stack, 'user');
  const release = relay.stall();
  // The stall outlasts a readiness check's 1 s database ping twice over: auth's own /readyz
  // says so twice (a probe every second, as the gateway made, would have failed by then).
  let unready = 0;
  await waitFor(
    async () => {
      const res = await fetch(`${stack.services.auth[0]}/readyz`);
      if (res.status === 503) unready += 1;
      return unready >= 2;
    },
    { what: "auth's /readyz to fail twice during the stall" },
  );
  release();
  for (let i = 0; i < 5; i += 1) {
    await expect(registerUser(stack, 'user')).resolves.toMatchObject({ role: 'user' });
  }
});
