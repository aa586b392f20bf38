// Set at build time by the shared webpack config (WEB_RELEASE_NOTE); empty when unset.
declare const __RELEASE_NOTE__: string;

// Font files are emitted by webpack as assets; importing one gives its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}

// Leaflet's stylesheet is bundled as text (webpack-config: asset/source) and injected with
// the map (map/leaflet-styles.ts).
declare module 'leaflet/dist/leaflet.css' {
  const css: string;
  export default css;
}
