import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { GatewayRequest } from './api';
import type { ProtectionConfig } from './config';
import { sendJson } from './responses';

interface ClientCounts {
  address: string;
  connections: number;
  inFlight: number;
}

const TOO_MANY = 'Too many requests from your address at once, please retry shortly';

/**
 * Per client address (the socket's): open connections and requests in progress, so one
 * address cannot hold every connection or upstream socket. Over either limit a request is
 * answered 429 JSON with Retry-After and its connection closed (as nginx's limit_conn
 * answers requests rather than dropping connections: the client learns why and when to retry).
 */
export class ClientLimits {
  private readonly clients = new Map<string, ClientCounts>();
  /** Connections within their address's limit; a connection missing here is over it. */
  private readonly admitted = new WeakMap<Socket, ClientCounts>();

  constructor(private readonly config: ProtectionConfig) {}

  /** Counts a new connection; one that sends nothing is closed after the headers timeout. */
  connection(socket: Socket): void {
    const address = socket.remoteAddress ?? 'unknown';
    let counts = this.clients.get(address);
    if (!counts) this.clients.set(address, (counts = { address, connections: 0, inFlight: 0 }));
    counts.connections += 1;
    if (counts.connections <= this.config.maxConnectionsPerClient)
      this.admitted.set(socket, counts);
    // Node's headersTimeout starts at a request's first byte, so a silent connection would
    // stay open for good.
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, this.config.headersTimeoutMs);
    silent.unref();
    socket.once('close', () => {
      clearTimeout(silent);
      counts.connections -= 1;
      this.forgetIdle(counts);
    });
  }

  /**
   * Whether this request may go on; if so it counts until its response closes. If not, it has
   * been answered (429).
   */
  admit(req: GatewayRequest, res: ServerResponse): boolean {
    const counts = this.admitted.get(req.socket);
    if (!counts || counts.inFlight >= this.config.maxInFlightPerClient) {
      req.route = 'limit';
      sendJson(res, 429, { message: TOO_MANY }, { 'Retry-After': '1', Connection: 'close' });
      return false;
    }
    counts.inFlight += 1;
    res.once('close', () => {
      counts.inFlight -= 1;
      this.forgetIdle(counts);
    });
    return true;
  }

  private forgetIdle(counts: ClientCounts): void {
    if (counts.connections === 0 && counts.inFlight === 0) this.clients.delete(counts.address);
  }
}
