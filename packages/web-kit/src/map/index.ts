// '@rescue/web-kit/map': where things are. Maps of incidents (clustered, fitted, exact and
// approximate drawn apart), the reporter's location picker, distances and directions. An
// entry of its own, shared as its own singleton, so pages without a map never load it; and
// Leaflet itself loads in a chunk of its own only when a map is on screen.
export { IncidentMap, type IncidentMapProps } from './incident-map';
export { LocationPicker, type LocationPickerProps } from './location-picker';
export { MapLegend, type MapLegendProps } from './map-legend';
export {
  incidentPoint,
  mapPoint,
  latLngOf,
  isApproximate,
  PRIORITIES,
  DETAIL_ZOOM,
  CITY_ZOOM,
  type MapPoint,
  type PointSource,
  type Priority,
} from './map-points';
export { directionsUrl, distanceText } from './directions';
