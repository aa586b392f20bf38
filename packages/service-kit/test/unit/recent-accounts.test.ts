import type { InternalUser } from '@rescue/contracts';
import { recentAccounts } from '../../src';

function countingUsers() {
  const asked: string[] = [];
  let failNext = false;
  return {
    asked,
    failOnce: () => (failNext = true),
    get: async (userId: string) => {
      asked.push(userId);
      if (failNext) {
        failNext = false;
        throw new Error('auth away');
      }
      return {
        id: userId,
        city: 'Pune',
        operatingAreas: [`${asked.length}`],
      } as unknown as InternalUser;
    },
  };
}

test('an account is asked of auth once per user while it is recent, and again after', async () => {
  const users = countingUsers();
  let now = 1_000_000;
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
  try {
    const accounts = recentAccounts(users, { ttlMs: 30_000 });
    const [first, second] = await Promise.all([accounts.get('ngo-1'), accounts.get('ngo-1')]);
    expect(second).toBe(first);
    await accounts.get('ngo-2');
    now += 29_000;
    expect((await accounts.get('ngo-1')).operatingAreas).toEqual(['1']);
    expect(users.asked).toEqual(['ngo-1', 'ngo-2']);
    now += 2_000;
    expect((await accounts.get('ngo-1')).operatingAreas).toEqual(['3']);
    expect(users.asked).toEqual(['ngo-1', 'ngo-2', 'ngo-1']);
  } finally {
    clock.mockRestore();
  }
});

test('a failed call is not remembered: the next request asks again', async () => {
  const users = countingUsers();
  const accounts = recentAccounts(users);
  users.failOnce();
  await expect(accounts.get('ngo-1')).rejects.toThrow('auth away');
  await expect(accounts.get('ngo-1')).resolves.toMatchObject({ id: 'ngo-1' });
  expect(users.asked).toEqual(['ngo-1', 'ngo-1']);
});
