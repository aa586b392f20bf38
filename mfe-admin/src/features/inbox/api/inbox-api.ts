import type { ContactMessage } from '@rescue/contracts';
import { adminKeys, callOperation, useQuery } from '@rescue/web-kit/query';
import { useListWrite } from '../../../api/list-write';
import { operationData } from '../../../api/operation-data';

/** Open (not handled yet), handled, or every message. */
export type InboxView = 'open' | 'handled' | 'all';

/** Under adminKeys.all, so every operator write refreshes it as it does the other lists. */
export const inboxKey = (view: InboxView) => [...adminKeys.all, 'messages', view] as const;

/** The contact page's messages in one view, newest first (GET /api/admin/messages). */
export function fetchInbox(view: InboxView, signal?: AbortSignal): Promise<ContactMessage[]> {
  return operationData('admin.messages', { query: { state: view }, signal });
}

export function useInbox(view: InboxView) {
  return useQuery({ queryKey: inboxKey(view), queryFn: ({ signal }) => fetchInbox(view, signal) });
}

/** Marks a message handled: it leaves the Open view, the other views are asked again. */
export function useMarkHandled(shownView: InboxView) {
  return useListWrite({
    send: (id: string) => callOperation('admin.messages.handle', { body: { id } }),
    shown: inboxKey(shownView),
    itemOf: ({ data }: { data: ContactMessage }) => data,
    keep: (message) => shownView !== 'open' || message.handledAt === null,
  });
}
