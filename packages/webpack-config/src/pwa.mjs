// @ts-check
// The shell as an installable progressive web app: its web manifest and icons (src/pwa/,
// served at the site's root) and its service worker (src/service-worker/sw.ts), which
// Workbox's InjectManifest compiles with the list of the shell's own files to precache.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';

const PLUGIN = 'PwaAssets';

/** Emits every file under `<app>/src/pwa/` at the same path under the site's root. */
class PwaAssets {
  constructor(/** @type {string} */ dir) {
    this.dir = dir;
  }

  apply(/** @type {webpack.Compiler} */ compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Before InjectManifest lists the assets, so the icons and manifest are precached too.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const files = readdirSync(this.dir, { recursive: true, withFileTypes: true });
          for (const file of files.filter((entry) => entry.isFile())) {
            const full = path.join(file.parentPath, file.name);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(
              path.relative(this.dir, full).split(path.sep).join('/'),
              new webpack.sources.RawSource(readFileSync(full)),
            );
          }
        },
      );
    });
  }
}

/**
 * The plugins that make the app at `appDir` a PWA (none when it has no src/pwa/). The worker
 * is built for production only: a development server changes files under it all the time.
 * @param {string} appDir
 * @param {boolean} dev
 * @returns {webpack.WebpackPluginInstance[]}
 */
export function pwaPlugins(appDir, dev) {
  const dir = path.join(appDir, 'src', 'pwa');
  if (!existsSync(dir)) return [];
  return [
    new PwaAssets(dir),
    ...(dev
      ? []
      : [
          new InjectManifest({
            swSrc: path.join(appDir, 'src', 'service-worker', 'sw.ts'),
            swDest: 'sw.js',
            // The federation's own manifests and stats describe the build; the page never asks for them.
            exclude: [/^mf-/, /\.build-stamp$/, /\.map$/, /\.LICENSE\.txt$/],
            // The map and language chunks are a few hundred KB at most.
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          }),
        ]),
  ];
}
