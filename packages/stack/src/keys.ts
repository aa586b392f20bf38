import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface StackSecrets {
  jwtPrivateKey: string;
  jwtPublicKey: string;
  internalApiKey: string;
  /** Web Push (VAPID, RFC 8292): a P-256 key pair, base64url as web-push takes it. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/** A VAPID key pair: the raw P-256 point and scalar, base64url (web-push's generateVAPIDKeys). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

export function generateSecrets(): StackSecrets {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const vapid = generateVapidKeys();
  return {
    jwtPrivateKey: privateKey,
    jwtPublicKey: publicKey,
    internalApiKey: randomBytes(32).toString('hex'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
}

/**
 * Development secrets: generated once under DATA_DIR/secrets (git-ignored, mode 0600) and
 * reused, so tokens survive a restart. Configured values (env) always win.
 */
export function loadOrCreateSecrets(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): StackSecrets & { files: Record<string, string> } {
  const dir = path.join(dataDir, 'secrets');
  const files = {
    jwtPrivateKey: path.join(dir, 'jwt-private.pem'),
    jwtPublicKey: path.join(dir, 'jwt-public.pem'),
    internalApiKey: path.join(dir, 'internal-api-key'),
    vapidPublicKey: path.join(dir, 'vapid-public-key'),
    vapidPrivateKey: path.join(dir, 'vapid-private-key'),
  };
  if (
    !existsSync(files.jwtPrivateKey) ||
    !existsSync(files.jwtPublicKey) ||
    !existsSync(files.internalApiKey)
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const fresh = generateSecrets();
    writeFileSync(files.jwtPrivateKey, fresh.jwtPrivateKey, { mode: 0o600 });
    writeFileSync(files.jwtPublicKey, fresh.jwtPublicKey, { mode: 0o600 });
    writeFileSync(files.internalApiKey, fresh.internalApiKey, { mode: 0o600 });
  }
  // Added after the others: a data folder from before gets its pair now.
  if (!existsSync(files.vapidPublicKey) || !existsSync(files.vapidPrivateKey)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const vapid = generateVapidKeys();
    writeFileSync(files.vapidPublicKey, vapid.publicKey, { mode: 0o600 });
    writeFileSync(files.vapidPrivateKey, vapid.privateKey, { mode: 0o600 });
  }
  return {
    jwtPrivateKey: env.JWT_PRIVATE_KEY ?? readFileSync(files.jwtPrivateKey, 'utf8'),
    jwtPublicKey: env.JWT_PUBLIC_KEY ?? readFileSync(files.jwtPublicKey, 'utf8'),
    internalApiKey: env.INTERNAL_API_KEY ?? readFileSync(files.internalApiKey, 'utf8'),
    vapidPublicKey: env.VAPID_PUBLIC_KEY ?? readFileSync(files.vapidPublicKey, 'utf8'),
    vapidPrivateKey: env.VAPID_PRIVATE_KEY ?? readFileSync(files.vapidPrivateKey, 'utf8'),
    files,
  };
}
