// The naming rules two programs must agree on: the build's container names and the shell's,
// a service's database and what backups and the admin command open.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_AREAS, defaultDatabaseName, remoteName, serviceDatabaseName } from '../../src';

test("the build names each remote's container as the shell loads it", () => {
  // web-apps.mjs is plain Node (no TypeScript), so it keeps its own copy of the rule: run it.
  const webApps = pathToFileURL(
    path.join(__dirname, '..', '..', '..', 'webpack-config', 'src', 'web-apps.mjs'),
  ).href;
  const script = `import { WEB_APPS, federationName } from ${JSON.stringify(webApps)};
    console.log(JSON.stringify(WEB_APPS.map((app) => [app.kind === 'host' ? 'shell' : app.area, federationName(app)])));`;
  const built: [string, string][] = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
  expect(built.map(([app]) => app).sort()).toEqual(['shell', ...WEB_AREAS].sort());
  for (const [app, name] of built) expect(name).toBe(remoteName(app as 'shell'));
});

test("a service's database is <SERVICE>_DB when set, else rescue_<service>", () => {
  expect(defaultDatabaseName('auth')).toBe('rescue_auth');
  expect(serviceDatabaseName('incidents', {})).toBe('rescue_incidents');
  expect(serviceDatabaseName('incidents', { INCIDENTS_DB: 'cases', AUTH_DB: 'people' })).toBe(
    'cases',
  );
});
