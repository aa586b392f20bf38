// The Leaflet part of the location picker, in its own chunk (see location-picker.tsx).
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { divIcon, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { LeafletStyles } from './leaflet-styles';
import { useMapSettings } from './map-settings';
import { CITY_ZOOM } from './map-points';
import { areasText } from '@rescue/web-kit/areas';

export interface LeafletLocationPickerProps {
  center: [number, number];
  pin: [number, number] | null;
  accuracyMeters: number | null;
  onPinChange: (position: [number, number]) => void;
  height: number;
}

/** How close a placed pin is shown: streets, not the city. */
export const PIN_ZOOM = 16;
/** The pin's English title (map.pinTitle words it in the page's language). */
export const PIN_TITLE = "The animal's location (drag to adjust)";

const PIN_ICON = divIcon({
  className: '',
  html: '<span class="rn-pin" style="width:30px;height:30px" aria-hidden="true"></span>',
  iconSize: [30, 30],
  // The pin's point (its rotated bottom-left corner) is on the spot.
  iconAnchor: [15, 36],
});

export default function LeafletLocationPicker({
  center,
  pin,
  accuracyMeters,
  onPinChange,
  height,
}: LeafletLocationPickerProps) {
  const { tileUrl, attribution } = useMapSettings();
  const [map, setMap] = useState<LeafletMap | null>(null);
  // Where the map itself last put the pin (see FollowPlace).
  const placedHere = useRef<[number, number] | null>(null);
  const placeHere = useCallback(
    (position: [number, number]) => {
      placedHere.current = position;
      onPinChange(position);
    },
    [onPinChange],
  );
  return (
    <>
      <LeafletStyles />
      <MapContainer
        center={pin ?? center}
        zoom={pin ? PIN_ZOOM : CITY_ZOOM}
        scrollWheelZoom={false}
        style={{ height }}
        ref={setMap}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution={attribution} />}
        <FollowPlace center={center} pin={pin} placedHere={placedHere} />
        <PlaceOnClick onPinChange={placeHere} />
        {pin && accuracyMeters != null && accuracyMeters > 0 && (
          <Circle center={pin} radius={accuracyMeters} pathOptions={{ weight: 1 }} />
        )}
        {pin && <DraggablePin pin={pin} onPinChange={placeHere} />}
      </MapContainer>
      <button
        type="button"
        className="rn-pin-here"
        onClick={() => {
          if (!map) return;
          const { lat, lng } = map.getCenter();
          placeHere([lat, lng]);
        }}
      >
        {areasText.t('map.pinAtCentre')}
      </button>
    </>
  );
}

/**
 * The map follows what the form decides: a new city centres it (while no pin is placed); a
 * pin set from outside (the device's location) is brought into view at street zoom, so the
 * reporter can drag it the last few metres. A pin the map itself placed (a tap, a drag)
 * moves nothing, so nothing jumps under the finger.
 */
function FollowPlace({
  center,
  pin,
  placedHere,
}: {
  center: [number, number];
  pin: [number, number] | null;
  placedHere: RefObject<[number, number] | null>;
}) {
  const map = useMap();
  const [lat, lng] = center;
  useEffect(() => {
    // Not animated: an animation still running when the page moves on makes Leaflet throw.
    if (!pin) map.setView([lat, lng], CITY_ZOOM, { animate: false });
    // Only a change of city moves the map here; the pin has its own effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, lat, lng]);
  const pinKey = pin ? `${pin[0]},${pin[1]}` : '';
  useEffect(() => {
    if (!pin) return;
    const placed = placedHere.current;
    if (placed && Math.abs(placed[0] - pin[0]) < 1e-5 && Math.abs(placed[1] - pin[1]) < 1e-5) {
      return;
    }
    map.setView(pin, Math.max(map.getZoom(), PIN_ZOOM), { animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, pinKey]);
  return null;
}

function PlaceOnClick({ onPinChange }: { onPinChange: (position: [number, number]) => void }) {
  useMapEvents({ click: (event) => onPinChange([event.latlng.lat, event.latlng.lng]) });
  return null;
}

function DraggablePin({
  pin,
  onPinChange,
}: {
  pin: [number, number];
  onPinChange: (position: [number, number]) => void;
}) {
  const marker = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      dragend() {
        const position = marker.current?.getLatLng();
        if (position) onPinChange([position.lat, position.lng]);
      },
    }),
    [onPinChange],
  );
  return (
    <Marker
      ref={marker}
      position={pin}
      icon={PIN_ICON}
      draggable
      autoPan
      title={areasText.t('map.pinTitle')}
      eventHandlers={handlers}
    />
  );
}
