import type { NgoProfileResponse, Partner } from '@rescue/contracts';
import { ObjectId, Router, authorize, notFound, type ServiceState } from '@rescue/service-kit';
import { toNgoProfile } from '../domain/accounts';
import type { AuthDeps } from './deps';

/** /api/ngo/profile (the NGO's own, with its verification) and /api/partners (public). */
export function ngoRouter({ users }: AuthDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();

  router.get('/api/ngo/profile', async (ctx) => {
    const { id } = authorize(ctx, 'ngo.profile');
    const ngo = await users.findById(new ObjectId(id));
    if (!ngo) throw notFound('NGO account not found');
    const body: NgoProfileResponse = toNgoProfile(ngo);
    ctx.body = body;
  });

  // Public: verified NGOs only, names and cities, nothing that identifies a person.
  router.get('/api/partners', async (ctx) => {
    const body: Partner[] = (await users.listNgoPartners()).map(({ name, city }) => ({
      name,
      city,
    }));
    ctx.body = body;
  });

  return router;
}
