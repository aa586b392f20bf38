import type { VolunteerContact } from '@rescue/contracts';
import {
  Router,
  currentUser,
  forbidden,
  notFound,
  parseObjectId,
  type ServiceState,
} from '@rescue/service-kit';
import type { VolunteerDeps } from './deps';

/**
 * A volunteer's contact card, for the NGO that coordinates their case or for themself.
 * Mounted after the cases router so /my-cases and /incidents are never read as an id.
 */
export function volunteerProfileRouter({ users }: VolunteerDeps): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/api/volunteer' });

  router.get('/:id', async (ctx) => {
    const caller = currentUser(ctx);
    const volunteerId = parseObjectId(ctx.params.id, 'volunteer id').toHexString();
    const isSelf = caller.role === 'volunteer' && caller.id === volunteerId;
    if (caller.role !== 'ngo' && !isSelf) {
      throw forbidden('Only an NGO or the volunteer themself may see these details');
    }
    const user = await users.get(volunteerId, ctx.state.requestId);
    if (user.role !== 'volunteer') throw notFound('Volunteer not found');
    const contact: VolunteerContact = {
      _id: user._id,
      name: user.name,
      phoneNumber: user.phoneNumber,
      city: user.city,
    };
    ctx.body = contact;
  });

  return router;
}
