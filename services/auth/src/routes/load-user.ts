import { notFound, parseObjectId } from '@rescue/service-kit';
import type { UserStore, UserDoc } from '../store/users';

/** The account behind a path parameter: 400 for a malformed id, 404 when there is none. */
export async function loadUser(users: UserStore, id: string | undefined): Promise<UserDoc> {
  const user = await users.findById(parseObjectId(id, 'user id'));
  if (!user) throw notFound('User not found');
  return user;
}
