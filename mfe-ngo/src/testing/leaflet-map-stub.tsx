// Jest cannot load react-leaflet (ES modules only): page tests replace the Leaflet chunk
// with this list of what it was given. The real map is tested in the browser (e2e).
import type { LeafletMapProps } from '../features/incidents/components/map/leaflet-map';

export default function LeafletMapStub({ markers, center, zoom }: LeafletMapProps) {
  return (
    <ul data-testid="map-markers" data-center={center.join(',')} data-zoom={zoom}>
      {markers.map((marker) => (
        <li key={marker.id}>
          {marker.priority} {marker.title}
        </li>
      ))}
    </ul>
  );
}
