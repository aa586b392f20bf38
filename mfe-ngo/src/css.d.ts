// Leaflet's stylesheet is bundled as text (see webpack.config.mjs) and injected with the map.
declare module 'leaflet/dist/leaflet.css' {
  const css: string;
  export default css;
}
