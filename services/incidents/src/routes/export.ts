import { Readable } from 'node:stream';
import type { AuthUser, Router, ServiceState } from '@rescue/service-kit';
import { correctionsCsvHeader, correctionsCsvRow, csvHeader, csvRow } from '../domain/csv-export';
import { toIncidentFor } from '../domain/incident-view';
import type { IncidentDoc } from '../store/incident-doc';
import type { IncidentsDeps } from './deps';
import { incidentOperations } from './load-incident';

/**
 * The NGO list as CSV, with the list's status filter: newest first, at most
 * config.exportMaxRows, streamed row by row so memory stays flat whatever the size.
 */
export function exportRouter({ config, incidents }: IncidentsDeps): Router<ServiceState> {
  const routes = incidentOperations(incidents);

  routes.route('incidents.export', async ({ ctx, input, user }) => {
    const { status, city } = input.query;
    const query = { status, cities: city };
    const total = await incidents.count(query);
    const day = new Date().toISOString().slice(0, 10);
    const name = `incidents-${(status ?? 'all').replace(' ', '-')}-${day}.csv`;
    ctx.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'X-Total-Count': String(total),
    });
    ctx.body = Readable.from(csvLines(incidents.newest(query, config.exportMaxRows), user));
  });

  // The cases an NGO's review corrected, for improving the rubric (issue 30).
  routes.route('incidents.correctedExport', async ({ ctx, user }) => {
    const day = new Date().toISOString().slice(0, 10);
    ctx.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="severity-corrections-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
    ctx.body = Readable.from(correctionLines(incidents.corrected(config.exportMaxRows), user));
  });

  return routes.router;
}

async function* correctionLines(docs: AsyncIterable<IncidentDoc>, user: AuthUser) {
  yield correctionsCsvHeader();
  for await (const doc of docs) yield correctionsCsvRow(toIncidentFor(user, doc));
}

async function* csvLines(docs: AsyncIterable<IncidentDoc>, user: AuthUser) {
  yield csvHeader();
  for await (const doc of docs) yield csvRow(toIncidentFor(user, doc));
}
