// The ngo area: a Module Federation remote exposing './App' (see packages/webpack-config).
import { createConfig } from '@rescue/webpack-config';

const base = createConfig(import.meta.dirname);

// Leaflet's stylesheet is bundled as text with the map chunk, which injects it (no CSS
// loader, and nothing fetched from a CDN).
export default (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({ test: /\.css$/, type: 'asset/source' });
  return config;
};
