// The people the policy tests decide for, one of each kind, without a server.
import type { Principal } from '@rescue/contracts';

export const volunteer: Principal = {
  id: 'v1',
  role: 'volunteer',
  name: 'Ravi',
  documentsSigned: true,
};
export const otherVolunteer: Principal = { ...volunteer, id: 'v2' };
export const reporter: Principal = { id: 'u1', role: 'user', name: 'Asha', documentsSigned: true };
export const otherUser: Principal = { ...reporter, id: 'u2' };
/** Signed and verified by the operator. */
export const ngo: Principal = {
  id: 'n1',
  role: 'ngo',
  name: 'Paws',
  documentsSigned: true,
  verification: 'verified',
};
export const admin: Principal = {
  id: 'a1',
  role: 'admin',
  name: 'Operator',
  documentsSigned: true,
};
