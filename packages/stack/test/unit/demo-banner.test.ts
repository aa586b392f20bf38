import { demoBanner, seedWanted } from '../../src/cli/demo-banner';

describe('seedWanted: demo data only when asked for', () => {
  const none = new Set<string>();
  test.each([
    [{}, true],
    [{ SEED: 'auto' }, true],
    [{ SEED: 'auto', MONGO_URL: 'mongodb://db.example.org/' }, false],
    [{ SEED: 'true' }, true],
    [{ SEED: 'false' }, false],
    [{ SEED: '0' }, false],
    // A database given by URL may hold real people: only SEED=true seeds it.
    [{ MONGO_URL: 'mongodb://db.example.org/' }, false],
    [{ MONGO_URL: 'mongodb://db.example.org/', SEED: 'true' }, true],
  ])('%j seeds: %s', (env, wanted) => {
    expect(seedWanted(none, env).wanted).toBe(wanted);
  });
  test('--no-seed wins over SEED=true', () => {
    expect(seedWanted(new Set(['--no-seed']), { SEED: 'true' }).wanted).toBe(false);
  });
});

describe('demoBanner says who can administer the database', () => {
  /** The banner of a start that seeded nothing, beside an operator (a@b.c), with these facts. */
  const bannerWhenSkipped = (facts: Partial<Parameters<typeof demoBanner>[0]>) =>
    demoBanner(
      {
        seeded: false,
        skipped: 'x',
        demoAdmin: false,
        retiredDemoAdmin: false,
        operator: 'a@b.c',
        ...facts,
      },
      true,
    );
  test('no operator configured: the demo operator and its password are printed', () => {
    const lines = demoBanner({ seeded: true, demoAdmin: true, retiredDemoAdmin: false }, true);
    expect(lines.join('\n')).toMatch(/Demo operator: admin@demo\.rescue\.org \/ rescue-demo-2026/);
  });
  test('an operator configured: no demo operator, the operator named', () => {
    const lines = demoBanner(
      { seeded: true, demoAdmin: false, retiredDemoAdmin: true, operator: 'ops@example.org' },
      true,
    );
    expect(lines).toContain('Operator: ops@example.org (no demo operator)');
    expect(lines.join('\n')).toMatch(/admin@demo\.rescue\.org deleted/);
    expect(lines.join('\n')).not.toMatch(/Demo operator:/);
  });
  test('a demo operator beside an operator it could not delete is a warning', () => {
    const lines = bannerWhenSkipped({ demoAdmin: true });
    expect(lines.join('\n')).toMatch(/^WARNING: admin@demo\.rescue\.org/m);
  });
  test('demo accounts demoted from admin are named', () => {
    const lines = bannerWhenSkipped({
      retiredDemoAdmin: true,
      operator: 'ops@example.org',
      demotedDemoAdmins: ['arjun@demo.rescue.org'],
    });
    expect(lines).toContain(
      'Demo accounts demoted from admin (published password): arjun@demo.rescue.org',
    );
  });
  test('demo accounts left admins beside an operator that could not demote them is a warning', () => {
    const lines = bannerWhenSkipped({ demoAdminsLeft: ['arjun@demo.rescue.org'] });
    expect(lines.join('\n')).toMatch(
      /^WARNING: demo accounts .* npm run admin -- suspend arjun@demo\.rescue\.org/m,
    );
  });
});
