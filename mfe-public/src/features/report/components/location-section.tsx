import { useState } from 'react';
import styled from 'styled-components';
import { CITIES, MAX_KM_FROM_CITY } from '@rescue/contracts';
import { Button, Field, Select } from '@rescue/web-kit';
import { LocationPicker } from '@rescue/web-kit/map';
import { LOCATION_FAILED, LOCATION_UNSUPPORTED } from '../utils/report-messages';
import {
  cityCentreOf,
  isPinned,
  pinFarFromCity,
  type ReportErrors,
  type ReportFields,
} from '../utils/report-fields';
import { NearbyIncidents } from './nearby-incidents';

const CITY_OPTIONS = CITIES.map(({ name, state }) => ({ value: name, label: `${name}, ${state}` }));

interface LocationSectionProps {
  fields: ReportFields;
  errors: ReportErrors;
  loggedIn: boolean;
  onCity(city: string): void;
  onChange(patch: Partial<ReportFields>): void;
}

/**
 * City, address, the animal's spot on a map (a pin the reporter places or drags, or the
 * device's position on request), and the open reports close by. Without a pin the report is
 * stored as approximate: only the city is known.
 */
export function LocationSection({
  fields,
  errors,
  loggedIn,
  onCity,
  onChange,
}: LocationSectionProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = () => {
    if (!navigator.geolocation) {
      setProblem(LOCATION_UNSUPPORTED);
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange({
          coordinates: [coords.longitude, coords.latitude],
          coordinatesFrom: 'device',
          // A device that reports no accuracy (0) says nothing about it.
          accuracyMeters: coords.accuracy > 0 ? Math.round(coords.accuracy) : null,
        });
      },
      () => {
        setLocating(false);
        setProblem(LOCATION_FAILED);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const centre = cityCentreOf(fields.city);
  const pinned = isPinned(fields) && fields.coordinates !== null;
  const pin: [number, number] | null =
    pinned && fields.coordinates ? [fields.coordinates[1], fields.coordinates[0]] : null;
  // The map looks at the pin, else the city; before either, it waits for the city.
  const mapCentre: [number, number] | null = pin ?? (centre ? [centre[1], centre[0]] : null);

  return (
    <>
      <Select
        id="report-city"
        label="City"
        options={CITY_OPTIONS}
        placeholder="Select a city"
        value={fields.city}
        onChange={(event) => onCity(event.target.value)}
        required
        error={errors.city}
      />
      <Field
        id="report-address"
        label="Detailed Address"
        value={fields.address}
        onChange={(event) => onChange({ address: event.target.value })}
        required
        autoComplete="street-address"
        hint="Street, landmark, shop or building: whatever helps a rescuer find the spot."
        error={errors.address}
      />
      <NearbyIncidents
        fields={fields}
        typingAddress={fields.address.trim().length > 0}
        enabled={loggedIn}
      />
      <Spot>
        <SpotTitle>Where is the animal?</SpotTitle>
        <p>Tap the map where the animal is, or drag the pin. Rescuers will go to that spot.</p>
        {mapCentre ? (
          <LocationPicker
            center={mapCentre}
            pin={pin}
            accuracyMeters={fields.coordinatesFrom === 'device' ? fields.accuracyMeters : null}
            onPinChange={([latitude, longitude]) =>
              onChange({
                coordinates: [toMicroDegrees(longitude), toMicroDegrees(latitude)],
                coordinatesFrom: 'pin',
                accuracyMeters: null,
              })
            }
            label="Map: the animal's location"
          />
        ) : (
          <NoMap>Choose the city (or use your current location) to show the map.</NoMap>
        )}
        <Locate>
          <Button variant="secondary" onClick={locate} disabled={locating}>
            {locating ? 'Locating…' : 'Use my current location'}
          </Button>
          <p role="status">{problem ?? coordinatesNote(fields)}</p>
        </Locate>
      </Spot>
    </>
  );
}

/** A map position to 6 decimals (about 0.1 m): more is noise from the pixel it was dropped on. */
const toMicroDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function coordinatesNote(fields: ReportFields): string {
  if (!isPinned(fields) || !fields.coordinates) {
    return fields.city
      ? `No pin yet: without one the report says only the city is known (approximate, centre of ${fields.city}).`
      : 'No pin yet: without one the report says only the city is known (approximate).';
  }
  const [longitude, latitude] = fields.coordinates;
  const at = `Pin at ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  const how =
    fields.coordinatesFrom === 'device'
      ? fields.accuracyMeters != null
        ? ` (your location, accurate to about ${fields.accuracyMeters} m)`
        : ' (your location)'
      : ' (placed on the map)';
  if (!fields.city) return `${at}${how}. Please choose the city too.`;
  if (pinFarFromCity(fields)) {
    return `${at}${how} is more than ${MAX_KM_FROM_CITY} km from ${fields.city}: the centre of ${fields.city} will be used.`;
  }
  return `${at}${how}.`;
}

const Spot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const SpotTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.text.md};
`;

const NoMap = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 120px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const Locate = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
