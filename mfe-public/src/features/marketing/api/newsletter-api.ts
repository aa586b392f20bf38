import { api } from '@rescue/web-kit';
import { useMutation, type OperationResult } from '@rescue/web-kit/query';

/** Unsubscribes by the newsletter email's link: no login, idempotent on the server. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<OperationResult<'newsletter.unsubscribe'>>('/api/newsletter/unsubscribe', {
        json: { token },
      }),
  });
