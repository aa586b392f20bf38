import type { ImpactStats } from '@rescue/contracts';
import { Router, badRequest, notFound, type ServiceState } from '@rescue/service-kit';
import { PHOTO_NAME_PATTERN } from '../domain/photo';
import type { PhotoVariant } from '../store/photos';
import type { IncidentsDeps } from './deps';

const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What anyone may read without logging in: photos by their random names, and live counts. */
export function publicRouter({ incidents, photos }: IncidentsDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();

  router.get('/api/uploads/:photo', async (ctx) => {
    const name = ctx.params.photo ?? '';
    if (!PHOTO_NAME_PATTERN.test(name)) throw notFound('Photo not found');
    const stored = await photos.open(name, photoVariant(ctx.query.size));
    if (!stored) throw notFound('Photo not found');
    ctx.set({
      'Content-Type': stored.contentType,
      'Content-Length': String(stored.length),
      'X-Content-Type-Options': 'nosniff',
      // Names are random and a photo never changes, so it may be cached for good.
      'Cache-Control': PHOTO_CACHE_CONTROL,
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    ctx.body = stored.stream;
  });

  router.get('/api/impact', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=60');
    const body: ImpactStats = await incidents.impact();
    ctx.body = body;
  });

  return router;
}

function photoVariant(size: unknown): PhotoVariant {
  if (size === undefined || size === 'full') return 'full';
  if (size === 'thumb') return 'thumb';
  throw badRequest('size must be thumb or full');
}
