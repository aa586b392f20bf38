import {
  contactDependsOnTies,
  isTiedToIncident,
  maySeeContactDetails,
  type VolunteerContact,
} from '@rescue/contracts';
import {
  notFound,
  operationRouter,
  parseObjectId,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import type { VolunteerDeps } from './deps';

/**
 * A volunteer's card: the name for anyone logged in; phone and city for themself, the
 * operator, and a verified NGO while the volunteer is tied to an incident (policy.ts).
 * Mounted after the cases router so /my-cases and /incidents are never read as an id.
 */
export function volunteerProfileRouter({ users, incidents }: VolunteerDeps): Router<ServiceState> {
  const routes = operationRouter();

  routes.route('volunteer.contact', async ({ ctx, input: { params }, user: caller }) => {
    const volunteerId = parseObjectId(params.id, 'volunteer id').toHexString();
    const user = await users.get(volunteerId, ctx.state.requestId);
    if (user.role !== 'volunteer') throw notFound('Volunteer not found');
    // The incidents service is asked only when its answer decides anything.
    const tiedToIncident =
      contactDependsOnTies(caller, volunteerId) &&
      isTiedToIncident(await incidents.ties(volunteerId, ctx.state.requestId));
    const contact: VolunteerContact = maySeeContactDetails(caller, {
      accountId: volunteerId,
      tiedToIncident,
    })
      ? { _id: user._id, name: user.name, phoneNumber: user.phoneNumber, city: user.city }
      : { _id: user._id, name: user.name };
    return contact;
  });

  return routes.router;
}
