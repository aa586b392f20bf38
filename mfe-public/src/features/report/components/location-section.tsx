import { useState } from 'react';
import styled from 'styled-components';
import { CITIES, MAX_KM_FROM_CITY } from '@rescue/contracts';
import { Button, Field, Select } from '@rescue/web-kit';
import { LOCATION_FAILED, LOCATION_UNSUPPORTED } from '../utils/report-messages';
import { deviceFarFromCity, type ReportErrors, type ReportFields } from '../utils/report-fields';
import { NearbyIncidents } from './nearby-incidents';

const CITY_OPTIONS = CITIES.map(({ name, state }) => ({ value: name, label: `${name}, ${state}` }));

interface LocationSectionProps {
  fields: ReportFields;
  errors: ReportErrors;
  loggedIn: boolean;
  onCity(city: string): void;
  onChange(patch: Partial<ReportFields>): void;
}

/** City, address, the device's position on request, and the open reports close by. */
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
        onChange({ coordinates: [coords.longitude, coords.latitude], coordinatesFrom: 'device' });
      },
      () => {
        setLocating(false);
        setProblem(LOCATION_FAILED);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

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
        city={fields.city}
        coordinates={fields.coordinates}
        typingAddress={fields.address.trim().length > 0}
        enabled={loggedIn}
      />
      <Locate>
        <Button variant="secondary" onClick={locate} disabled={locating}>
          {locating ? 'Locating…' : 'Use my current location'}
        </Button>
        <p role="status">{problem ?? coordinatesNote(fields)}</p>
      </Locate>
    </>
  );
}

function coordinatesNote(fields: ReportFields): string {
  if (!fields.coordinates) return 'Choosing a city sets the coordinates to its centre.';
  const [longitude, latitude] = fields.coordinates;
  const at = `Coordinates: ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  if (fields.coordinatesFrom === 'city') return `${at} (centre of ${fields.city}).`;
  if (!fields.city) return `${at} (your location). Please choose the city too.`;
  if (deviceFarFromCity(fields)) {
    return `${at} (your location) is more than ${MAX_KM_FROM_CITY} km from ${fields.city}: the centre of ${fields.city} will be used.`;
  }
  return `${at} (your location).`;
}

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
