import { incidentExportQuerySchema } from '@rescue/contracts';
import { Readable } from 'node:stream';
import {
  Router,
  authorize,
  parseInput,
  type AuthUser,
  type ServiceState,
} from '@rescue/service-kit';
import { csvHeader, csvRow } from '../domain/csv-export';
import { toIncidentFor } from '../domain/incident-view';
import type { IncidentDoc } from '../store/incident-doc';
import type { IncidentsDeps } from './deps';
import { refusingRouter } from './refusals';

/**
 * The NGO list as CSV, with the list's status filter: newest first, at most
 * config.exportMaxRows, streamed row by row so memory stays flat whatever the size.
 */
export function exportRouter({ config, incidents }: IncidentsDeps): Router<ServiceState> {
  const router = refusingRouter();

  router.get('/api/incidents/export', async (ctx) => {
    const user = authorize(ctx, 'incidents.export');
    const { status, city } = parseInput(incidentExportQuerySchema, ctx.query);
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

  return router;
}

async function* csvLines(docs: AsyncIterable<IncidentDoc>, user: AuthUser) {
  yield csvHeader();
  for await (const doc of docs) yield csvRow(toIncidentFor(user, doc));
}
