// `npm start`'s decision on demo data and the banner lines that say what it did.
import { DEMO_ADMIN, DEMO_PASSWORD } from '../seed-data';
import type { SeedOutcome } from '../seed';

/**
 * Demo data only when asked for: SEED=true, or SEED unset with the embedded database (a local
 * try-out). A database given with MONGO_URL may hold real people: no demo accounts by default.
 */
export function seedWanted(
  args: Set<string>,
  env: NodeJS.ProcessEnv,
): { wanted: boolean; why: string } {
  if (args.has('--no-seed')) return { wanted: false, why: '--no-seed' };
  const value = env.SEED?.trim().replace(/^auto$/i, '');
  if (value && /^(0|false|no)$/i.test(value)) return { wanted: false, why: `SEED=${value}` };
  if (value) return { wanted: true, why: `SEED=${value}` };
  if (env.MONGO_URL) return { wanted: false, why: 'MONGO_URL is set; SEED=true adds it' };
  return { wanted: true, why: 'the embedded database' };
}

/** The banner's lines on demo data: what was made, and who the operator is. */
export function demoBanner(outcome: SeedOutcome, seedWasWanted: boolean): string[] {
  const lines = [
    outcome.seeded
      ? `Demo data: seeded (demo accounts *@demo.rescue.org, password ${DEMO_PASSWORD})`
      : `Demo data: ${seedWasWanted ? 'not seeded' : 'off'} (${outcome.skipped ?? 'not empty'})`,
  ];
  if (outcome.retiredDemoAdmin)
    lines.push(`Demo operator ${DEMO_ADMIN.email} deleted: ${outcome.operator} is the operator`);
  if (outcome.demotedDemoAdmins?.length)
    lines.push(
      `Demo accounts demoted from admin (published password): ${outcome.demotedDemoAdmins.join(', ')}`,
    );
  if (outcome.operator && outcome.demoAdminsLeft?.length)
    lines.push(
      `WARNING: demo accounts (published password) are admins beside ${outcome.operator}: ` +
        outcome.demoAdminsLeft
          .map((email) => `npm run admin -- suspend ${email} --reason "demo account"`)
          .join('; '),
    );
  if (outcome.operator && outcome.demoAdmin)
    lines.push(
      `WARNING: ${DEMO_ADMIN.email} (published password) is an admin beside ${outcome.operator}: ` +
        `npm run admin -- suspend ${DEMO_ADMIN.email} --reason "demo operator"`,
    );
  else if (outcome.demoAdmin)
    lines.push(
      `Demo operator: ${DEMO_ADMIN.email} / ${DEMO_PASSWORD} (no ADMIN_EMAIL set; set one for a real operator)`,
    );
  else if (outcome.operator) lines.push(`Operator: ${outcome.operator} (no demo operator)`);
  return lines;
}
