// The newsletter's unsubscribe link works without login: its token names the subscription
// (never the address) and is signed by this service, so nobody can unsubscribe someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ObjectId } from 'mongodb';

/** A key of its own, derived from the service's secret (as the live stream's ticket key is). */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('newsletter-unsubscribe').digest();

const signatureOf = (secret: string, id: string) =>
  createHmac('sha256', keyOf(secret)).update(id).digest();

export function unsubscribeToken(secret: string, id: ObjectId): string {
  const hex = id.toHexString();
  return `${hex}.${signatureOf(secret, hex).toString('base64url')}`;
}

/** The subscription the token names, or null when this service did not sign it. */
export function subscriptionOfToken(secret: string, token: string): ObjectId | null {
  const match = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signatureOf(secret, match[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? new ObjectId(match[1])
    : null;
}
