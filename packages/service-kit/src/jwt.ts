import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ROLES, type Principal, type Role } from '@rescue/contracts';

// One algorithm, issuer and audience for the whole product: pinned so that a token
// signed any other way (HS256 with the public key, alg none) is refused.
export const JWT_ALGORITHM = 'RS256';
export const JWT_ISSUER = 'rescue-network-auth';
export const JWT_AUDIENCE = 'rescue-network';

/** What a token says about its holder when it was issued (the session check says what holds now). */
export interface TokenIdentity {
  id: string;
  role: Role;
  name: string;
  /** Whether this account had signed its role's documents (always true for plain users). */
  documentsSigned: boolean;
  /** The session the token belongs to: logout, suspension or rotation end it. */
  sessionId: string;
  /** This token's id within the session: a refresh rotates it, and the old one is refused. */
  tokenId: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** The caller of a request: who the live session says they are, and which session it is. */
export interface AuthUser extends Principal {
  sessionId: string;
  tokenId: string;
}

interface TokenClaims {
  sub: string;
  role: Role;
  name: string;
  docs: boolean;
  sid: string;
  jti: string;
  exp: number;
}

/**
 * Parsed keys by PEM text. jsonwebtoken parses a PEM string on every call, which cost more
 * than the RSA verification itself (a fifth of a cached read's CPU, measured with --cpu-prof).
 */
const parsedKeys = new Map<string, KeyObject>();
function parsedKey(pem: string, kind: 'public' | 'private'): KeyObject {
  let key = parsedKeys.get(pem);
  if (!key) {
    key = kind === 'public' ? createPublicKey(pem) : createPrivateKey(pem);
    if (parsedKeys.size >= 16) parsedKeys.clear(); // only tests ever hold more than two
    parsedKeys.set(pem, key);
  }
  return key;
}

/** Only the auth service holds the private key; everything else only verifies. */
export function signToken(
  user: Pick<TokenIdentity, 'id' | 'role' | 'name' | 'documentsSigned'>,
  privateKey: string,
  expiresInSeconds: number,
  session: { sessionId: string; tokenId: string },
): string {
  const claims = {
    role: user.role,
    name: user.name,
    docs: user.documentsSigned,
    sid: session.sessionId,
  };
  return jwt.sign(claims, parsedKey(privateKey, 'private'), {
    algorithm: JWT_ALGORITHM,
    subject: user.id,
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    expiresIn: expiresInSeconds,
    jwtid: session.tokenId,
  });
}

/**
 * The token's identity, or undefined for any token that is forged, expired or malformed, or
 * that names no session (tokens from before sessions could be ended).
 */
export function verifyToken(token: string, publicKey: string): TokenIdentity | undefined {
  try {
    const claims = jwt.verify(token, parsedKey(publicKey, 'public'), {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    }) as Partial<TokenClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.role !== 'string') return undefined;
    if (!(ROLES as readonly string[]).includes(claims.role)) return undefined;
    if (typeof claims.sid !== 'string' || typeof claims.jti !== 'string') return undefined;
    return {
      id: claims.sub,
      role: claims.role,
      name: typeof claims.name === 'string' ? claims.name : '',
      documentsSigned: claims.docs === true,
      sessionId: claims.sid,
      tokenId: claims.jti,
      expiresAt: typeof claims.exp === 'number' ? claims.exp : 0,
    };
  } catch {
    return undefined;
  }
}
