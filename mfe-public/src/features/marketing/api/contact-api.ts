import type { ContactMessageRequest } from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import { useMutation, type OperationResult } from '@rescue/web-kit/query';

/** The contact page's message to the operator's inbox (public; limited per address). */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (message: ContactMessageRequest) =>
      api.post<OperationResult<'contact.send'>>('/api/contact', { json: message }),
  });
