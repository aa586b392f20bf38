import type { AnalyticsResponse } from '@rescue/contracts';
import {
  callOperation,
  keepPreviousData,
  ngoKeys,
  operationResponse,
  useMutation,
  skipToken,
  useQuery,
} from '@rescue/web-kit/query';
import { analyticsQuery, type AnalyticsFilters } from '../utils/filters';
import { saveBlob } from '../utils/csv';

/** The figures for a period and cities, computed by the server from the case history. */
export function fetchAnalytics(
  filters: AnalyticsFilters,
  signal: AbortSignal,
): Promise<AnalyticsResponse> {
  return callOperation('ngo.analytics', { query: analyticsQuery(filters), signal });
}

/** The key of one set of figures: under the NGO's, so a change to the NGO's data reaches it. */
export const analyticsKey = (filters: AnalyticsFilters) =>
  [...ngoKeys.all, 'analytics', filters] as const;

/**
 * The figures for `filters`, cached under analyticsKey(filters); null filters (custom dates
 * the server would refuse) ask nothing. While new filters load, the last figures stay on
 * screen, marked as updating.
 */
export function useAnalytics(filters: AnalyticsFilters | null) {
  return useQuery({
    queryKey: analyticsKey(filters ?? { range: 'custom', from: null, to: null, cities: null }),
    queryFn: filters ? ({ signal }) => fetchAnalytics(filters, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** The cases whose severity an NGO corrected, as the server's CSV, for improving the rubric. */
export async function downloadCorrectionsCsv(): Promise<void> {
  const response = await operationResponse('incidents.correctedExport', {});
  const disposition = response.headers.get('Content-Disposition') ?? '';
  saveBlob(
    /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'severity-corrections.csv',
    await response.blob(),
  );
}

export function useCorrectionsCsvDownload() {
  return useMutation({ mutationFn: downloadCorrectionsCsv });
}
