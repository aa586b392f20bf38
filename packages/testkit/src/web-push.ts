// A push service of the test's own on loopback, and a browser's side of Web Push: the
// subscription's keys (an ECDH P-256 pair and an auth secret, as PushManager.subscribe makes
// them), decryption of an aes128gcm message (RFC 8188, RFC 8291) and the VAPID header's check
// (RFC 8292), all with node:crypto.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as the push service received it. */
export interface ReceivedPush {
  /** The subscription's path on this service (its endpoint's last segment). */
  name: string;
  at: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  /** http://127.0.0.1:port: what WEB_PUSH_ALLOWED_ORIGINS names. */
  origin: string;
  received: ReceivedPush[];
  /** The status this subscription's pushes are answered with (default 201). */
  answer(name: string, status: number | ((count: number) => number)): void;
  /** A browser subscription on this service. */
  subscribe(name: string): BrowserSubscription;
  close(): Promise<void>;
}

export interface BrowserSubscription {
  /** PushSubscription.toJSON(). */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** What the browser's service worker would read of one push. */
  decrypt(body: Buffer): string;
}

export async function startPushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number | ((count: number) => number)>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = (req.url ?? '').split('/').pop() ?? '';
      const push = { name, at: Date.now(), headers: req.headers, body: Buffer.concat(chunks) };
      received.push(push);
      const answer = answers.get(name) ?? 201;
      const count = received.filter((r) => r.name === name).length;
      res.statusCode = typeof answer === 'function' ? answer(count) : answer;
      res.end();
    });
  });
  // Many pushes at once (the benchmark): no connection is refused for a full backlog.
  server.maxConnections = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (name, status) => answers.set(name, status),
    subscribe: (name) => browserSubscription(`${origin}/push/${name}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
  };
}

/** RFC 8291 section 3.4 with RFC 8188's one-record body: salt, rs, the sender's key, data. */
export function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with a 2 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID Authorization header (`vapid t=<JWT>, k=<key>`): the JWT's ES256 signature checked
 * with the key it names. Returns the key and the JWT's claims.
 */
export function checkVapid(authorization: string | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT is not signed by its key');
  return { publicKey: k, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) };
}
