import type { ImpactStats, Partner } from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import { networkKeys, useQuery } from '@rescue/web-kit/query';

/** The NGOs registered on the platform: names and cities only (public). */
export function usePartners() {
  return useQuery({
    queryKey: networkKeys.partners(),
    queryFn: ({ signal }) => api.get<Partner[]>('/api/partners', { signal }),
  });
}

/** Live counts over every reported incident (public). */
export function useImpact() {
  return useQuery({
    queryKey: networkKeys.impact(),
    queryFn: ({ signal }) => api.get<ImpactStats>('/api/impact', { signal }),
  });
}
