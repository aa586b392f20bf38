import type { ServiceContext } from './auth';

/**
 * The client address as the gateway saw it. The gateway overwrites X-Client-IP with the
 * socket's address, so a client cannot choose it; services listen on private addresses only.
 */
export function clientIp(ctx: ServiceContext): string {
  return ctx.get('x-client-ip') || ctx.req.socket.remoteAddress || 'unknown';
}
