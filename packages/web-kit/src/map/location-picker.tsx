import { lazy } from 'react';
import styled from 'styled-components';
import { LazyMap, MapRegion } from './incident-map';

// Leaflet loads in its own chunk once the picker is shown.
const LeafletLocationPicker = lazy(() => import('./leaflet-location-picker'));

export interface LocationPickerProps {
  /** Where the map looks while no pin is placed: the chosen city's centre. */
  center: [number, number];
  /** The placed pin, [latitude, longitude]; null until the reporter places one. */
  pin: [number, number] | null;
  /** How sure the device was of `pin`, in metres (drawn as a circle); null when placed by hand. */
  accuracyMeters?: number | null;
  onPinChange: (position: [number, number]) => void;
  height?: number;
  label: string;
}

/**
 * A map on which the reporter places the animal's spot: a tap or click puts the pin there, the
 * pin can be dragged, and a button puts it at the map's centre (for keyboards: the arrow keys
 * pan the map). Works with no tiles: the pin can still come from the device's location.
 */
export function LocationPicker({
  center,
  pin,
  accuracyMeters = null,
  onPinChange,
  height = 280,
  label,
}: LocationPickerProps) {
  return (
    <PickerRegion role="region" aria-label={label}>
      <LazyMap height={height}>
        <LeafletLocationPicker
          center={center}
          pin={pin}
          accuracyMeters={accuracyMeters}
          onPinChange={onPinChange}
          height={height}
        />
      </LazyMap>
    </PickerRegion>
  );
}

const PickerRegion = styled(MapRegion)`
  & .rn-pin-here {
    align-self: flex-start;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
`;
