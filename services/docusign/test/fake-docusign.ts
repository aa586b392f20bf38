// DocuSign's eSignature REST API, faked at the network level: a local HTTPS server that
// answers the calls the docusign-esign SDK makes (JWT grant, envelope creation, recipient
// view, envelope status) the way DocuSign answers them.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';

export const INTEGRATION_KEY = 'b1a2c3d4-0000-4000-8000-integration';
export const API_USER_ID = 'c2b3a4d5-0000-4000-8000-apiuser00001';
export const ACCOUNT_ID = 'd3c4b5a6-0000-4000-8000-account00001';
const ACCESS_TOKEN = 'fake-docusign-access-token';

export interface RecordedCall {
  method: string;
  path: string;
  body: any;
}

export interface FakeDocusign {
  /** host:port, the OAuth base path as the SDK wants it (no scheme). */
  host: string;
  /** The self-signed certificate the fake serves; trust it, and only it, in the test. */
  certificate: string;
  /** The RSA private key of the integration, for DOCUSIGN_PRIVATE_KEY. */
  integrationPrivateKey: string;
  calls: RecordedCall[];
  tokenRequests: number;
  envelopeStatus: Map<string, string>;
  /** Makes the next envelope creation fail as DocuSign does when it is down. */
  failNextEnvelope: boolean;
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1 made with the openssl command line, valid for a day. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-docusign-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakeDocusign(): Promise<FakeDocusign> {
  const tls = selfSignedCertificate();
  const integration = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const fake = {
    host: '',
    certificate: tls.cert,
    integrationPrivateKey: integration.privateKey,
    calls: [] as RecordedCall[],
    tokenRequests: 0,
    envelopeStatus: new Map<string, string>(),
    failNextEnvelope: false,
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', `https://${fake.host}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      return send(
        ...tokenResponse(new URLSearchParams(raw), fake.host, integration.publicKey, fake),
      );
    }
    if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
      return send(401, {
        errorCode: 'AUTHORIZATION_INVALID_TOKEN',
        message: 'The access token provided is expired, revoked or malformed.',
      });
    }
    const body = raw ? JSON.parse(raw) : undefined;
    fake.calls.push({ method: req.method ?? '', path: url.pathname, body });
    send(...restResponse(req.method ?? '', url.pathname, body, fake));
  };
  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    // A failure answers 500 instead of leaving the request without an answer.
    answer(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

function readBody(req: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** POST /oauth/token with a JWT-bearer assertion signed by the integration's private key. */
function tokenResponse(
  form: URLSearchParams,
  host: string,
  publicKey: string,
  fake: { tokenRequests: number },
): [number, unknown] {
  if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
    return [400, { error: 'unsupported_grant_type' }];
  }
  try {
    const claims = jwt.verify(form.get('assertion') ?? '', publicKey, {
      algorithms: ['RS256'],
      audience: host,
      issuer: INTEGRATION_KEY,
      subject: API_USER_ID,
    }) as { scope?: string };
    if (!claims.scope?.split(' ').includes('signature')) return [400, { error: 'invalid_scope' }];
  } catch {
    return [400, { error: 'invalid_grant' }];
  }
  fake.tokenRequests += 1;
  return [200, { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 3600 }];
}

function restResponse(
  method: string,
  pathname: string,
  body: any,
  fake: { envelopeStatus: Map<string, string>; failNextEnvelope: boolean; host: string },
): [number, unknown] {
  const base = `/restapi/v2.1/accounts/${ACCOUNT_ID}/envelopes`;
  const now = new Date().toISOString();
  if (method === 'POST' && pathname === base) {
    if (fake.failNextEnvelope) {
      fake.failNextEnvelope = false;
      return [503, { errorCode: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable.' }];
    }
    const envelopeId = randomUUID();
    fake.envelopeStatus.set(envelopeId, body.status);
    return [
      201,
      { envelopeId, uri: `/envelopes/${envelopeId}`, statusDateTime: now, status: body.status },
    ];
  }
  const match = new RegExp(`^${base}/([0-9a-f-]{36})(/views/recipient)?$`).exec(pathname);
  const status = match && fake.envelopeStatus.get(match[1]!);
  if (!match || !status) {
    return [
      404,
      {
        errorCode: 'ENVELOPE_DOES_NOT_EXIST',
        message: 'The envelope specified either does not exist or you have no rights to it.',
      },
    ];
  }
  const envelopeId = match[1]!;
  if (method === 'POST' && match[2]) {
    return [201, { url: `https://${fake.host}/Signing/MTRedeem/v1/${envelopeId}?slt=fake` }];
  }
  if (method === 'GET' && !match[2]) {
    return [
      200,
      { envelopeId, status, statusChangedDateTime: now, emailSubject: 'Rescue Network' },
    ];
  }
  return [405, { errorCode: 'INVALID_REQUEST', message: 'Method not allowed.' }];
}
