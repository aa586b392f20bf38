import { loadBaseConfig, serviceUrlFromEnv } from '../../src/config';
import { parsePeerUrls } from '@rescue/contracts';
import { PeerReplicas, peerReplicas } from '../../src/peer-replicas';

const [a, b, c] = ['http://127.0.0.1:4101', 'http://127.0.0.1:4102', 'http://127.0.0.1:4103'];

test('the order starts at the replica that answered last and goes on in the list, wrapping', () => {
  const replicas = new PeerReplicas([a, b, c]);
  expect(replicas.order()).toEqual([a, b, c]);

  replicas.failed(a);
  expect(replicas.order()).toEqual([b, c, a]);
  expect(replicas.first()).toBe(b);

  // b answers: calls stay there (a back up is not enough to move them).
  replicas.answered(b);
  expect(replicas.order()).toEqual([b, c, a]);

  replicas.failed(b);
  replicas.failed(c);
  expect(replicas.order()).toEqual([a, b, c]);

  replicas.answered(c);
  expect(replicas.order()).toEqual([c, a, b]);
});

test('a failure another call already moved on from does not move the order again', () => {
  const replicas = new PeerReplicas([a, b, c]);
  // Two calls both tried a; the first failure moves to b, the second must not skip b.
  replicas.failed(a);
  replicas.failed(a);
  expect(replicas.first()).toBe(b);
});

test('one URL (a Kubernetes or compose Service) is a list of one', () => {
  const replicas = new PeerReplicas([a]);
  replicas.failed(a);
  expect(replicas.order()).toEqual([a]);
});

test('a peer variable lists replicas comma-separated; each process shares one order per value', () => {
  expect(parsePeerUrls(` ${a}/ ,${b},, ${c}//`)).toEqual([a, b, c]);
  const list = `${a},${b}`;
  peerReplicas(list).failed(a);
  expect(peerReplicas(list).first()).toBe(b);
  expect(peerReplicas(`${a},${c}`).first()).toBe(a);
});

test('the configuration keeps one URL as it was, normalises a list, and refuses what is not a URL', () => {
  expect(serviceUrlFromEnv({ INCIDENTS_URL: 'http://incidents:4002/' }, 'incidents', 4002)).toBe(
    'http://incidents:4002',
  );
  expect(serviceUrlFromEnv({}, 'incidents', 4002)).toBe('http://127.0.0.1:4002');
  expect(serviceUrlFromEnv({ INCIDENTS_URL: `${a}/, ${b}` }, 'incidents', 4002)).toBe(`${a},${b}`);
  expect(() => serviceUrlFromEnv({ INCIDENTS_URL: `${a},incidents:4002` }, 'incidents', 1)).toThrow(
    'INCIDENTS_URL must list http(s) URLs, comma-separated: incidents:4002',
  );
  expect(() => serviceUrlFromEnv({ AUTH_URL: ' , ' }, 'auth', 1)).toThrow('AUTH_URL');
  const base = loadBaseConfig('volunteer', 4003, {
    MONGO_URL: 'mongodb://127.0.0.1:1',
    JWT_PUBLIC_KEY: 'k',
    INTERNAL_API_KEY: 'x'.repeat(32),
    AUTH_URL: `${a},${b}`,
  });
  expect(base.authUrl).toBe(`${a},${b}`);
});
