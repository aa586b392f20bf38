#!/usr/bin/env node
// @ts-check
// `node deploy/generate-env.mjs [file] [--force]`: writes the env file docker compose reads
// (default: .env at the repository root, git-ignored) from .env.example, filling every secret
// with a fresh value: the JWT key pair (RS256), the VAPID pair (Web Push), the internal API key, the MongoDB root password
// and one password per service's database user. Other settings keep the example's values.
// It never overwrites an existing file unless --force is given (new secrets make every issued
// token invalid, and database passwords only apply on an empty data volume).
import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** URL-safe, so a password can go into a mongodb:// URL as is. */
const password = () => randomBytes(24).toString('hex');

/** A PEM on one line with literal \n: the services turn `\n` back into line breaks. */
const oneLine = (/** @type {string} */ pem) => `'${pem.trim().replace(/\n/g, '\\n')}'`;

export function generateSecrets() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // Web Push's VAPID pair: the raw P-256 point and scalar, base64url.
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  return {
    MONGO_ROOT_PASSWORD: password(),
    AUTH_DB_PASSWORD: password(),
    INCIDENTS_DB_PASSWORD: password(),
    VOLUNTEER_DB_PASSWORD: password(),
    DOCUSIGN_DB_PASSWORD: password(),
    NOTIFICATIONS_DB_PASSWORD: password(),
    INTERNAL_API_KEY: randomBytes(32).toString('hex'),
    JWT_PRIVATE_KEY: oneLine(privateKey),
    JWT_PUBLIC_KEY: oneLine(publicKey),
    VAPID_PUBLIC_KEY: vapid.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: vapid.getPrivateKey().toString('base64url'),
  };
}

/** The example with each `NAME=` line of a generated secret filled in. */
export function renderEnv(
  /** @type {string} */ example,
  /** @type {Record<string, string>} */ secrets,
) {
  const missing = new Set(Object.keys(secrets));
  const lines = example.split('\n').map((line) => {
    const match = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    const name = match?.[1];
    if (!name || !(name in secrets)) return line;
    missing.delete(name);
    return `${name}=${secrets[name]}`;
  });
  if (missing.size) throw new Error(`.env.example has no line for ${[...missing].join(', ')}`);
  return lines.join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const target = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ?? path.join(repoRoot, '.env'),
  );
  if (existsSync(target) && !args.includes('--force')) {
    process.stderr.write(`${target} exists; keeping it (pass --force to replace every secret)\n`);
    process.exit(1);
  }
  const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  writeFileSync(target, renderEnv(example, generateSecrets()), { mode: 0o600 });
  process.stderr.write(`wrote ${target} (mode 600): keep it out of version control\n`);
}
