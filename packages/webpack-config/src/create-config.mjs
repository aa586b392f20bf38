// @ts-check
// The one webpack configuration of the front end: every app's webpack.config.mjs is
// `export default createConfig(import.meta.dirname)`. The shell is the Module Federation
// host; each remote exposes one page-level module, './App', which owns its nested routes.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { pwaPlugins } from './pwa.mjs';
import { sharedModules } from './shared-modules.mjs';
import { WEB_APPS, appForDir, federationName, repoRoot } from './web-apps.mjs';

const TARGET = 'es2020';

/** Chunk name -> the packages (and their dependencies) it holds; `packages/…` is a workspace folder. */
const LIBRARY_CHUNKS = {
  'lib-react': ['react', 'react-dom', 'scheduler'],
  // @rescue/router and the part of react-router it re-exports.
  'lib-router': [
    'packages/router',
    'react-router',
    'react-router-dom',
    'cookie',
    'set-cookie-parser',
  ],
  'lib-styled': ['styled-components', 'stylis', '@emotion', 'shallowequal', 'tslib'],
};

/** Matches the modules of those packages, installed ones under node_modules. */
function libraryTest(/** @type {string[]} */ packages) {
  const folders = packages.map((name) =>
    name.startsWith('packages/') ? name : `node_modules/${name}`,
  );
  return new RegExp(
    `[\\\\/](${folders.map((f) => f.replaceAll('/', '[\\\\/]')).join('|')})[\\\\/]`,
  );
}

/** The shell's federation runtime plugin: a remote that cannot load becomes its area's error. */
export const SHELL_RUNTIME_PLUGIN = path.join(
  repoRoot,
  'shell/src/features/remotes/fallback-plugin.ts',
);

/**
 * The Module Federation options of one app: the host registers its remotes at run time
 * (from /remotes.json, never baked in) with the runtime plugin; a remote exposes its page.
 * Also used by the kit compatibility test, so it builds its fixtures the way the apps build.
 * @param {{ name: string, shared: Record<string, object> }
 *   & ({ runtimePlugins: string[], exposes?: undefined } | { exposes: Record<string, string> })} options
 */
export function federationOptions({ name, shared, ...role }) {
  return {
    name,
    ...(role.exposes
      ? { filename: 'remoteEntry.js', exposes: role.exposes }
      : { remotes: {}, runtimePlugins: role.runtimePlugins }),
    shared,
    // Use whatever copy is already loaded (the shell's), so one dead remote cannot stop the
    // shell; the versioned kits are strict singletons, so a remote that needs a kit the
    // shell cannot serve fails alone, in its area's error panel (see shared-modules.mjs).
    shareStrategy: /** @type {const} */ ('loaded-first'),
    manifest: true,
    dts: false,
    // Leaves the federation runtime's Node.js code out of the browser bundles.
    experiments: { optimization: { target: /** @type {const} */ ('web') } },
  };
}

/**
 * @param {string} appDir the app's folder (its webpack.config.mjs passes its own)
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createConfig(appDir) {
  const app = appForDir(appDir);
  const isHost = app.kind === 'host';
  return (_env, argv) => {
    const dev = argv.mode === 'development';
    return {
      name: app.id,
      mode: dev ? 'development' : 'production',
      context: app.dir,
      target: ['web', TARGET],
      // Remotes need no page of their own: the container entry (remoteEntry.js) is added
      // by the federation plugin.
      entry: isHost ? { main: './src/index.ts' } : {},
      // No source maps in the served bundle.
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(app.dir, 'dist'),
        // The shell's index.html is served at every SPA path, so its URLs are absolute; a
        // remote's chunks load from wherever its remoteEntry.js was found.
        publicPath: isHost ? '/' : 'auto',
        // Entry names stay stable (served no-cache); everything else is content-hashed and
        // immutable. The federation runtime refuses [contenthash] in `filename`.
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:12].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: federationName(app),
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { target: TARGET, tsconfig: path.join(repoRoot, 'tsconfig.web.json') },
          },
          { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset' },
          // Fonts are always files of their own (never inlined): a browser fetches only the
          // scripts a page shows, and caches them apart from the code.
          { test: /\.woff2$/i, type: 'asset/resource' },
          // Leaflet's stylesheet (the kit's maps) is bundled as text with the map chunk,
          // which injects it: no CSS loader, and nothing fetched from a CDN.
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(
          federationOptions({
            name: federationName(app),
            shared: sharedModules(app.dir),
            ...(isHost
              ? { runtimePlugins: [SHELL_RUNTIME_PLUGIN] }
              : { exposes: { './App': './src/app.tsx' } }),
          }),
        ),
        new webpack.DefinePlugin({
          // A line each area shows when set at build time (a release or staging label).
          __RELEASE_NOTE__: JSON.stringify(process.env.WEB_RELEASE_NOTE ?? ''),
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                favicon: './src/assets/favicon.svg',
                scriptLoading: 'defer',
              }),
              ...pwaPlugins(app.dir, dev),
            ]
          : []),
      ],
      optimization: {
        splitChunks: {
          // The shared libraries in three chunks, each named after what it holds: few
          // requests at start-up, cached apart from the app's own code.
          cacheGroups: {
            ...Object.fromEntries(
              Object.entries(LIBRARY_CHUNKS).map(([name, packages]) => [
                name,
                {
                  test: libraryTest(packages),
                  name,
                  enforce: true,
                },
              ]),
            ),
            // The kit's main entry only: its server-data, map and signed-in areas' entries (src/query,
            // src/map, src/areas)
            // stay chunks of their own, loaded by the pages that use them (a logged-out
            // home page loads neither), and so do its Hindi and Marathi words, fetched the
            // first time a page is in that language.
            'web-kit': {
              test: /[\\/]packages[\\/]web-kit[\\/](?!src[\\/](query|map|areas)[\\/])(?!.*[\\/]i18n[\\/].*[\\/](hi|mr)\.json$)/,
              name: 'web-kit',
              enforce: true,
            },
          },
        },
        // Webpack's own minimizer (terser), not esbuild: esbuild drops dead code only at a
        // file's top level, and webpack wraps each module in a function, so the parts of a
        // library its tree shaking marked unused stayed in the bundle. With terser the
        // shared @rescue/router chunk keeps only the react-router code the apps use
        // (about 14 KB gzip instead of 50), and the federation runtime shrinks too.
        minimizer: ['...'],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      // The manifest plugin reports, as a warning, that publicPath 'auto' is resolved at run
      // time, which is what remotes want.
      infrastructureLogging: { level: 'error' },
      devServer: devServer(app),
    };
  };
}

/**
 * `npm run dev`: every app on its own port with live reload. The shell proxies the API and
 * the built remotes to a running gateway, and serves a /remotes.json that points the
 * remotes listed in DEV_REMOTES at their dev servers.
 * @param {import('./web-apps.mjs').WebApp} app
 * @returns {import('webpack-dev-server').Configuration}
 */
function devServer(app) {
  const gateway = process.env.DEV_GATEWAY_URL ?? 'http://127.0.0.1:8080';
  const common = {
    port: app.devPort,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    allowedHosts: 'all',
    client: {
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      webSocketURL: `ws://127.0.0.1:${app.devPort}/ws`,
    },
  };
  if (app.kind === 'remote') {
    return { ...common, headers: { 'Access-Control-Allow-Origin': '*' } };
  }
  const devRemotes = new Set((process.env.DEV_REMOTES ?? '').split(',').filter(Boolean));
  return {
    ...common,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/remotes'], target: gateway, changeOrigin: false }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-manifest',
        path: '/remotes.json',
        middleware: (/** @type {any} */ _req, /** @type {any} */ res) => {
          const remotes = Object.fromEntries(
            WEB_APPS.filter((other) => other.kind === 'remote').map((remote) => [
              remote.area,
              {
                entry: devRemotes.has(String(remote.area))
                  ? `http://127.0.0.1:${remote.devPort}/remoteEntry.js`
                  : `/remotes/${remote.area}/remoteEntry.js`,
              },
            ]),
          );
          res.setHeader('Cache-Control', 'no-cache');
          res.json({ remotes });
        },
      });
      return middlewares;
    },
  };
}
