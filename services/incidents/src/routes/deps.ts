import type { Logger } from '@rescue/service-kit';
import type { IncidentsConfig } from '../config';
import type { DecodeSlots } from '../domain/decode-slots';
import type { IncidentStore } from '../store/incidents';
import type { PhotoStore } from '../store/photos';

/** What the routers need, built once in app.ts. */
export interface IncidentsDeps {
  config: IncidentsConfig;
  logger: Logger;
  incidents: IncidentStore;
  photos: PhotoStore;
  /** The one bound on photos decoded at once, for every route that takes a photo. */
  decodeSlots: DecodeSlots;
}
