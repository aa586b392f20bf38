// GET /api/ngo/analytics (issue 19) while reports and status changes arrive: p50/p95/p99 of
// the NGO's default view (the last 90 days, every city: the most the screen asks for).
import { readsBesideWrites, type Writer } from './mixed';

export interface AnalyticsFigures {
  incidents: number;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The same load with no writes, for comparison. */
  readOnlyP95: number;
  writesDone: number;
  writesFailed: number;
  non2xx: number;
}

/** Reads at `connections` while each writer writes `perSecond` times a second. */
export async function measureAnalytics(
  url: string,
  token: string,
  writers: Writer[],
  incidents: number,
  seconds: number,
  { connections = 10, perSecond = 2 } = {},
): Promise<AnalyticsFigures> {
  const figures = await readsBesideWrites(
    {
      url: `${url}/api/ngo/analytics?range=90d`,
      headers: { authorization: `Bearer ${token}` },
      connections,
      seconds,
    },
    writers.map((writer) => ({ write: () => writer.write(), perSecond })),
  );
  return {
    incidents,
    connections,
    requestsPerSecond: figures.mixed.requestsPerSecond,
    p50: figures.mixed.p50,
    p95: figures.mixed.p95,
    p99: figures.mixed.p99,
    readOnlyP95: figures.readOnly.p95,
    writesDone: figures.writesDone,
    writesFailed: figures.writesFailed,
    non2xx: figures.mixed.non2xx,
  };
}

export function printAnalytics(rows: AnalyticsFigures[]): void {
  const pad = (value: unknown, width: number) => String(value).padEnd(width);
  console.log(
    `\n${pad('GET /api/ngo/analytics?range=90d', 34)}${pad('conns', 7)}${pad('req/s', 9)}${pad('p50', 9)}${pad('p95', 9)}${pad('p99', 9)}${pad('read-only p95', 15)}writes ok/failed`,
  );
  for (const r of rows) {
    console.log(
      `${pad(`${r.incidents} incidents, with writes`, 34)}${pad(r.connections, 7)}${pad(r.requestsPerSecond, 9)}${pad(r.p50, 9)}${pad(r.p95, 9)}${pad(r.p99, 9)}${pad(r.readOnlyP95, 15)}${r.writesDone}/${r.writesFailed}${r.non2xx ? ` (${r.non2xx} non-2xx)` : ''}`,
    );
  }
}
