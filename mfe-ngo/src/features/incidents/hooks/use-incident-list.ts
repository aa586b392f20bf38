import { useState } from 'react';
import { toast, useApiData, type ApiData } from '@rescue/web-kit';
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  fetchIncidentsPage,
  type IncidentsPage,
  type StatusFilter,
} from '../api/incidents-api';
import { MESSAGES } from '../utils/messages';

/**
 * The list with the server's filter, a page at a time. A refetch (after a status change)
 * asks again for as many as are shown, so the reader keeps their place.
 */
export function useIncidentList(status: StatusFilter, token: string | null) {
  const [loadingMore, setLoadingMore] = useState(false);
  const list: ApiData<IncidentsPage> = useApiData(
    (signal) => {
      const shown = list.data?.items.length ?? 0;
      return fetchIncidentsPage(
        { status, limit: Math.min(MAX_PAGE_SIZE, Math.max(PAGE_SIZE, shown)) },
        signal,
      );
    },
    token && `incidents:${status}:${token}`,
  );

  async function loadMore() {
    const current = list.data;
    if (!current?.nextCursor) return;
    setLoadingMore(true);
    try {
      const next = await fetchIncidentsPage({ status, cursor: current.nextCursor });
      list.setData({ items: [...current.items, ...next.items], nextCursor: next.nextCursor });
    } catch {
      toast.error(MESSAGES.loadIncidentsFailed);
    } finally {
      setLoadingMore(false);
    }
  }

  return { ...list, loadingMore, loadMore };
}
