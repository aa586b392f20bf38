// @ts-check
// Builds the kit compatibility fixtures (see ../kit-compatibility.test.ts): a shell and
// remotes, each against its own fake @rescue/web-kit version, with the apps' own federation
// options and shared-module rules. Run by the test in a child process, since jest cannot
// import these ES modules:
//   node build-fixtures.mjs <out-dir> '{"shell":"1.1.0","remotes":{"fixture_old":"1.0.0"}}'
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { SHELL_RUNTIME_PLUGIN, federationOptions } from '../../src/create-config.mjs';
import { sharedModule } from '../../src/shared-modules.mjs';
import { repoRoot } from '../../src/web-apps.mjs';

const KIT = '@rescue/web-kit';
const fixtures = path.join(import.meta.dirname, 'fixture');

/** An app folder with its sources and its own installed copy of the kit at `kitVersion`. */
function prepareApp(
  /** @type {string} */ dir,
  /** @type {string} */ sources,
  /** @type {string} */ kitVersion,
) {
  cpSync(path.join(fixtures, sources), dir, { recursive: true });
  const kitDir = path.join(dir, 'node_modules', KIT);
  mkdirSync(kitDir, { recursive: true });
  writeFileSync(
    path.join(kitDir, 'package.json'),
    JSON.stringify({ name: KIT, version: kitVersion, exports: './index.js', sideEffects: false }),
  );
  writeFileSync(path.join(kitDir, 'index.js'), `export const kitVersion = '${kitVersion}';\n`);
}

/** @returns {import('webpack').Configuration} */
function appConfig(
  /** @type {string} */ name,
  /** @type {string} */ dir,
  /** @type {boolean} */ isHost,
) {
  return {
    name,
    mode: 'production',
    context: dir,
    target: ['web', 'es2020'],
    entry: isHost ? { main: './src/index.js' } : {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/shell/' : 'auto',
      uniqueName: name,
    },
    resolve: {
      extensions: ['.ts', '.js'],
      // The fixture's own node_modules first (its kit), then the repository's.
      modules: ['node_modules', path.join(repoRoot, 'node_modules')],
      alias: { 'shell-remotes': path.dirname(SHELL_RUNTIME_PLUGIN) },
    },
    resolveLoader: { modules: [path.join(repoRoot, 'node_modules')] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', tsconfig: path.join(repoRoot, 'tsconfig.web.json') },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(
        federationOptions({
          name,
          shared: { [KIT]: sharedModule(KIT, dir) },
          ...(isHost
            ? { runtimePlugins: [SHELL_RUNTIME_PLUGIN] }
            : { exposes: { './App': './src/app.js' } }),
        }),
      ),
    ],
    optimization: { minimize: false },
    infrastructureLogging: { level: 'error' },
  };
}

const [outDir, specJson] = process.argv.slice(2);
if (!outDir || !specJson) throw new Error('usage: build-fixtures.mjs <out-dir> <spec-json>');
/** @type {{ shell: string, remotes: Record<string, string> }} */
const spec = JSON.parse(specJson);

prepareApp(path.join(outDir, 'shell'), 'shell', spec.shell);
cpSync(path.join(fixtures, 'index.html'), path.join(outDir, 'index.html'));
const configs = [appConfig('fixture_shell', path.join(outDir, 'shell'), true)];
for (const [name, kitVersion] of Object.entries(spec.remotes)) {
  prepareApp(path.join(outDir, name), 'remote', kitVersion);
  configs.push(appConfig(name, path.join(outDir, name), false));
}

webpack(configs, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
});
