// The two floors the API is compared with, each in its own process so that neither shares
// an event loop with autocannon:
//   body <file>     a bare node:http server answering every request with the file's bytes
//   proxy <target>  the thinnest Node proxy there is: node:http piping to `target` over
//                   keep-alive connections (what any Node gateway costs at the least)
// Prints its URL on stdout once it listens.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [mode, arg] = process.argv.slice(2);
if (!arg || (mode !== 'body' && mode !== 'proxy')) {
  throw new Error('usage: floor-server.ts body <file> | proxy <target url>');
}

const server = mode === 'body' ? bodyServer(readFileSync(arg)) : proxyServer(new URL(arg));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') {
    process.stdout.write(`http://127.0.0.1:${address.port}\n`);
  }
});

function bodyServer(body: Buffer): http.Server {
  return http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
}

function proxyServer(target: URL): http.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
}
