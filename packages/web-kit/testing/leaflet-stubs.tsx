// Jest cannot load react-leaflet (ES modules only): jest.web.config.js maps the kit's two
// Leaflet chunks to these, which list what they were given. The real maps are tested in the
// browser (e2e).
import type { LeafletIncidentMapProps } from '../src/map/leaflet-incident-map';
import type { LeafletLocationPickerProps } from '../src/map/leaflet-location-picker';

export function LeafletIncidentMapStub({ points, center, zoom, here }: LeafletIncidentMapProps) {
  return (
    <ul
      data-testid="map-markers"
      data-center={center.join(',')}
      data-zoom={zoom}
      data-here={here ? here.join(',') : ''}
    >
      {points.map((point) => (
        <li key={point.id} data-approximate={point.approximate}>
          {point.priority} {point.title}
        </li>
      ))}
    </ul>
  );
}

export function LeafletLocationPickerStub({
  center,
  pin,
  accuracyMeters,
  onPinChange,
}: LeafletLocationPickerProps) {
  return (
    <div
      data-testid="location-picker"
      data-center={center.join(',')}
      data-pin={pin ? pin.join(',') : ''}
      data-accuracy={accuracyMeters ?? ''}
    >
      <button type="button" onClick={() => onPinChange([center[0] + 0.001, center[1] + 0.001])}>
        Put the pin at the map&apos;s centre
      </button>
    </div>
  );
}
