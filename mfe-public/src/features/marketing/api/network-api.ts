import { api } from '@rescue/web-kit';
import { networkKeys, useQuery, type OperationResult } from '@rescue/web-kit/query';

// The plain client with the table's types: these pages share their code with the home page,
// whose budget the operation client's routes would take from.

/** The NGOs registered on the platform: names and cities only (public). */
export function usePartners() {
  return useQuery({
    queryKey: networkKeys.partners(),
    queryFn: ({ signal }) => api.get<OperationResult<'partners.list'>>('/api/partners', { signal }),
  });
}

/** Live counts over every reported incident (public). */
export function useImpact() {
  return useQuery({
    queryKey: networkKeys.impact(),
    queryFn: ({ signal }) => api.get<OperationResult<'impact.read'>>('/api/impact', { signal }),
  });
}
