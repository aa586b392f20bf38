import type { ImpactStats, Partner } from '@rescue/contracts';
import { api } from '@rescue/web-kit';

/** The NGOs registered on the platform: names and cities only (public). */
export const fetchPartners = (signal: AbortSignal) =>
  api.get<Partner[]>('/api/partners', { signal });

/** Live counts over every reported incident (public). */
export const fetchImpact = (signal: AbortSignal) => api.get<ImpactStats>('/api/impact', { signal });
