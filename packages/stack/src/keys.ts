import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface StackSecrets {
  jwtPrivateKey: string;
  jwtPublicKey: string;
  internalApiKey: string;
}

export function generateSecrets(): StackSecrets {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    jwtPrivateKey: privateKey,
    jwtPublicKey: publicKey,
    internalApiKey: randomBytes(32).toString('hex'),
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
  return {
    jwtPrivateKey: env.JWT_PRIVATE_KEY ?? readFileSync(files.jwtPrivateKey, 'utf8'),
    jwtPublicKey: env.JWT_PUBLIC_KEY ?? readFileSync(files.jwtPublicKey, 'utf8'),
    internalApiKey: env.INTERNAL_API_KEY ?? readFileSync(files.internalApiKey, 'utf8'),
    files,
  };
}
