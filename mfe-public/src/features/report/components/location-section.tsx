import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { CITIES, MAX_KM_FROM_CITY } from '@rescue/contracts';
import { Button, Field, Select, stack } from '@rescue/web-kit';
import { LocationPicker } from '@rescue/web-kit/map';
import { reportText } from '../i18n/text';
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
  /** The duplicate hint's "Follow this case instead" (nearby-incidents.tsx). */
  follow?: ComponentProps<typeof NearbyIncidents>['follow'];
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
  follow,
}: LocationSectionProps) {
  const [locating, setLocating] = useState(false);
  // What went wrong locating, as a key: it follows the page's language.
  const [problem, setProblem] = useState<'location.unsupported' | 'location.failed' | null>(null);
  const text = reportText.useText();

  const locate = () => {
    if (!navigator.geolocation) {
      setProblem('location.unsupported');
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
        setProblem('location.failed');
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
        label={text('location.city')}
        options={CITY_OPTIONS}
        placeholder={text('location.cityPlaceholder')}
        value={fields.city}
        onChange={(event) => onCity(event.target.value)}
        required
        error={errors.city}
      />
      <Field
        id="report-address"
        label={text('location.address')}
        value={fields.address}
        onChange={(event) => onChange({ address: event.target.value })}
        required
        autoComplete="street-address"
        hint={text('location.addressHint')}
        error={errors.address}
      />
      <NearbyIncidents
        fields={fields}
        typingAddress={fields.address.trim().length > 0}
        signedIn={loggedIn}
        follow={follow}
      />
      <Spot>
        <SpotTitle>{text('location.spot.title')}</SpotTitle>
        <p>{text('location.spot.text')}</p>
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
            label={text('location.map')}
          />
        ) : (
          <NoMap>{text('location.noMap')}</NoMap>
        )}
        <Locate>
          <Button variant="secondary" onClick={locate} disabled={locating}>
            {locating ? text('location.locating') : text('location.useMine')}
          </Button>
          <p role="status">{problem ? text(problem) : coordinatesNote(fields)}</p>
        </Locate>
      </Spot>
    </>
  );
}

/** A map position to 6 decimals (about 0.1 m): more is noise from the pixel it was dropped on. */
const toMicroDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** Where the pin is and how it got there (the component re-renders on a language switch). */
function coordinatesNote(fields: ReportFields): string {
  const { t } = reportText;
  if (!isPinned(fields) || !fields.coordinates) {
    return fields.city ? t('location.noPinCity', { city: fields.city }) : t('location.noPin');
  }
  const [longitude, latitude] = fields.coordinates;
  // Coordinates as written, to 5 decimals: not grouped or rounded by the locale.
  const at = { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) };
  const pin =
    fields.coordinatesFrom === 'device'
      ? fields.accuracyMeters != null
        ? t('location.pin.deviceAccuracy', { ...at, meters: fields.accuracyMeters })
        : t('location.pin.device', at)
      : t('location.pin.placed', at);
  if (!fields.city) return t('location.pinNoCity', { pin });
  if (pinFarFromCity(fields)) {
    return t('location.pinFar', { pin, km: MAX_KM_FROM_CITY, city: fields.city });
  }
  return t('location.pinDone', { pin });
}

const Spot = styled.div`
  ${stack(2)}
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
  ${stack(2)}
  align-items: flex-start;
  p {
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
