// The Leaflet part of the maps, in its own chunk (see incident-map.tsx): Leaflet and its
// CSS load only when a map is shown.
import { divIcon, type DivIcon } from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { Link } from '@rescue/router';
import { createGlobalStyle } from 'styled-components';
import { PRIORITIES, type MapMarker, type Priority } from './map-markers';
import { useMapSettings } from './map-settings';

export interface LeafletMapProps {
  markers: readonly MapMarker[];
  center: [number, number];
  zoom: number;
  height: number;
}

// Markers are plain HTML letters: no marker images, so nothing comes from a CDN.
const ICONS = Object.fromEntries(
  (Object.keys(PRIORITIES) as Priority[]).map((priority) => [
    priority,
    divIcon({
      className: `ngo-marker ngo-marker--${priority}`,
      html: `<span aria-hidden="true">${priority}</span>`,
      iconSize: [30, 30],
      iconAnchor: [15, 15],
      popupAnchor: [0, -15],
    }),
  ]),
) as Record<Priority, DivIcon>;

export default function LeafletMap({ markers, center, zoom, height }: LeafletMapProps) {
  const { tileUrl, attribution } = useMapSettings();
  return (
    <>
      <MapStyles />
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} style={{ height }}>
        {tileUrl && <TileLayer url={tileUrl} attribution={attribution} />}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={marker.position}
            icon={ICONS[marker.priority]}
            title={`${marker.title}, ${marker.address}`}
          >
            <Popup>
              <strong>{marker.title}</strong>
              <br />
              {marker.address}
              <br />
              <Link to={`/dashboard/incidents/${marker.id}`}>View Details</Link>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </>
  );
}

const MapStyles = createGlobalStyle`
  ${leafletCss}
  .leaflet-container {
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
  /* Leaflet's own link blue is below AA contrast. */
  .leaflet-container a {
    color: ${({ theme }) => theme.colors.link};
  }
  /* The popup fades in; checked or read mid-fade its text is faint, so it appears at once. */
  .leaflet-fade-anim .leaflet-popup {
    transition: none;
  }
  .leaflet-popup-content-wrapper,
  .leaflet-popup-tip {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  .ngo-marker {
    display: flex;
    align-items: center;
    justify-content: center;
    border: 2px solid #fff;
    border-radius: 50%;
    box-shadow: ${({ theme }) => theme.shadow.raised};
    font-weight: 700;
  }
  ${(Object.keys(PRIORITIES) as Priority[])
    .map(
      (priority) =>
        `.ngo-marker--${priority} { background: ${PRIORITIES[priority].background}; color: ${PRIORITIES[priority].color}; }`,
    )
    .join('\n')}
`;
