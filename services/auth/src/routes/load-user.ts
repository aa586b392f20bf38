import { notFound, parseObjectId, type ObjectLoader } from '@rescue/service-kit';
import type { UserStore, UserDoc } from '../store/users';

/** The account behind a path parameter: 400 for a malformed id, 404 when there is none. */
export async function loadUser(users: UserStore, id: string | undefined): Promise<UserDoc> {
  const user = await users.findById(parseObjectId(id, 'user id'));
  if (!user) throw notFound('User not found');
  return user;
}

/** route()'s loader of the account a path's {id} names (object 'account' in the table). */
export const accountLoader =
  (users: UserStore): ObjectLoader<UserDoc> =>
  async (id) => {
    const user = await loadUser(users, id);
    return { object: user, facts: { accountId: user._id.toHexString() } };
  };
