// A real SMTP server on loopback (the smtp-server package) that keeps what it receives, for
// the email tests (incidents' reporter email, auth's account notices): no mock transport, the
// service's nodemailer speaks SMTP to it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  receivedAt: number;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops accepting connections (a mail server outage); received is kept. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Resolves once `count` messages matching `match` arrived; rejects after `timeoutMs`. */
  waitFor(
    match: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
}

/**
 * @param delayMs how long the server takes to accept each message (to widen the window in
 * which two replicas could send one message twice).
 */
export async function startSmtpServer({ delayMs = 0 } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      // No certificate here: the client must not try to upgrade.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = session.envelope;
          setTimeout(() => {
            received.push({
              ...parseMail(raw),
              from: envelope.mailFrom ? envelope.mailFrom.address : '',
              to: envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              receivedAt: Date.now(),
            });
            callback();
          }, delayMs);
        });
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen(port);
    },
    waitFor(match, count = 1, timeoutMs = 10_000) {
      return waitFor(
        () => {
          const found = received.filter(match);
          return found.length >= count && found;
        },
        { what: `${count} matching messages`, timeoutMs },
      );
    },
  };
}

/** Just enough MIME for nodemailer's output: the subject and the text and HTML parts. */
function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const parts: { type: string; content: string }[] = [];
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const [h, b] = splitHead(section.replace(/^\r\n/, ''));
        collect(parseHeaders(h), b);
      }
      return;
    }
    parts.push({
      type: type.split(';')[0]!.trim(),
      content: decode(partBody, partHeaders.get('content-transfer-encoding')),
    });
  };
  collect(headers, body);
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

function splitHead(text: string): [string, string] {
  const at = text.indexOf('\r\n\r\n');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 4)];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decode(body: string, encoding = '7bit'): string {
  const text = body.replace(/\r\n$/, '');
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return quotedPrintable(text);
    case 'base64':
      return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return text;
  }
}

function quotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / ?B?). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : quotedPrintable(data.replace(/_/g, ' ')),
    );
}
