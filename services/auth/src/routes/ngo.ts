import type { NgoProfileResponse, Partner } from '@rescue/contracts';
import {
  ObjectId,
  notFound,
  operationRouter,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { toNgoProfile } from '../domain/accounts';
import type { AuthDeps } from './deps';

/** /api/ngo/profile (the NGO's own, with its verification) and /api/partners (public). */
export function ngoRouter({ users }: AuthDeps): Router<ServiceState> {
  const router = operationRouter();

  router.route('ngo.profile', async ({ ctx, user: { id } }) => {
    const ngo = await users.findById(new ObjectId(id));
    if (!ngo) throw notFound('NGO account not found');
    const body: NgoProfileResponse = toNgoProfile(ngo);
    ctx.body = body;
  });

  // Public: verified NGOs only, names and cities, nothing that identifies a person.
  router.route('partners.list', async ({ ctx }) => {
    const body: Partner[] = (await users.listNgoPartners()).map(({ name, city }) => ({
      name,
      city,
    }));
    ctx.body = body;
  });

  return router.router;
}
