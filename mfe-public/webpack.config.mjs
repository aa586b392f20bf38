// The public area: a Module Federation remote exposing './App' (see packages/webpack-config).
import { createConfig } from '@rescue/webpack-config';

const base = createConfig(import.meta.dirname);

/**
 * The gallery's images are always files: the shared rule inlines small images as data URLs,
 * which would ship them inside the home page's JavaScript instead of loading them lazily.
 * @type {typeof base}
 */
export default (env, argv) => {
  const config = base(env, argv);
  config.module?.rules?.push({ test: /[\\/]gallery[\\/][^\\/]+\.webp$/i, type: 'asset/resource' });
  return config;
};
