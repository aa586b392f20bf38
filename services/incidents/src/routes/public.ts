import { hiddenFrom, incidentFacts, type ImpactStats } from '@rescue/contracts';
import {
  ObjectId,
  type Router,
  badRequest,
  notFound,
  type ServiceState,
} from '@rescue/service-kit';
import { impactStats } from '../domain/analytics';
import { PHOTO_NAME_PATTERN } from '../domain/photo-encoding';
import type { IncidentDoc } from '../store/incident-doc';
import type { PhotoVariant, StoredPhoto } from '../store/photos';
import type { IncidentStore } from '../store/incidents';
import type { IncidentsDeps } from './deps';
import { incidentOperations } from './load-incident';

export const PHOTO_NOT_FOUND = 'Photo not found';
/**
 * A photo never changes, but its report may be hidden later: shared caches keep it minutes,
 * never "immutable", so hiding it takes effect there too.
 */
export const PHOTO_CACHE_CONTROL = 'public, max-age=300';
/** A hidden report's photo, served to its reporter or the operator only: kept by nobody. */
export const HIDDEN_PHOTO_CACHE_CONTROL = 'private, no-store';

/**
 * What anyone may read without logging in: photos by their random names (those of a hidden
 * report only to its reporter and the operator, as policy.ts's hiddenFrom says), and live counts.
 */
export function publicRouter({ incidents, photos }: IncidentsDeps): Router<ServiceState> {
  const routes = incidentOperations(incidents);

  // The name and size are read here: a malformed name is a 404 as an unknown one.
  routes.route(
    'uploads.photo',
    async ({ ctx }) => {
      const name = ctx.params.photo ?? '';
      if (!PHOTO_NAME_PATTERN.test(name)) throw notFound(PHOTO_NOT_FOUND);
      const stored = await photos.open(name, photoVariant(ctx.query.size));
      if (!stored) throw notFound(PHOTO_NOT_FOUND);
      const incident = await incidentOf(incidents, name, stored);
      // A photo whose report is not stored (yet, or any more) is nobody's to see.
      if (!incident) throw notFound(PHOTO_NOT_FOUND);
      const facts = incidentFacts(incident);
      if (hiddenFrom(ctx.state.user, facts)) throw notFound(PHOTO_NOT_FOUND);
      ctx.set({
        'Content-Type': stored.contentType,
        'Content-Length': String(stored.length),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': facts.hidden ? HIDDEN_PHOTO_CACHE_CONTROL : PHOTO_CACHE_CONTROL,
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
      ctx.body = stored.read();
    },
    { parse: false },
  );

  routes.route('impact.read', async ({ ctx }) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    const body: ImpactStats = await impactStats(incidents);
    return body;
  });

  return routes.router;
}

/** The incident a photo belongs to: named on the photo, or looked up for older photos. */
async function incidentOf(
  incidents: IncidentStore,
  name: string,
  stored: StoredPhoto,
): Promise<Pick<IncidentDoc, 'status' | 'volunteerActivity' | 'moderation' | 'reportedBy'> | null> {
  if (stored.incidentId === undefined || !ObjectId.isValid(stored.incidentId)) {
    return incidents.findByPhoto(name);
  }
  return incidents.findById(new ObjectId(stored.incidentId));
}

function photoVariant(size: unknown): PhotoVariant {
  if (size === undefined || size === 'full') return 'full';
  if (size === 'thumb') return 'thumb';
  throw badRequest('size must be thumb or full');
}
