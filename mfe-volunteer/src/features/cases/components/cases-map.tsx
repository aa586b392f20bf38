import { findCity, type VolunteerCaseListItem } from '@rescue/contracts';
import { IncidentMap } from '@rescue/web-kit/map';
import { useMemo } from 'react';
import type { NearPoint } from '../api/cases-api';
import { listItemPoint } from '../utils/case-points';
import { caseDetailPath } from './case-card';
import { volunteerText } from '../../../i18n/text';

/** Where the map looks when it has no case to show: the volunteer, their city, else Mumbai. */
function emptyCentre(near: NearPoint | null, city: string | undefined): [number, number] {
  if (near) return [near.lat, near.lng];
  const known = findCity(city ?? '') ?? findCity('Mumbai');
  return known ? [known.latitude, known.longitude] : [19.076, 72.8777];
}

/** The loaded cases on the kit's map, each marker linking to its case page. */
export function CasesMap({
  cases,
  near,
  city,
}: {
  cases: readonly VolunteerCaseListItem[];
  near: NearPoint | null;
  city: string | undefined;
}) {
  const text = volunteerText.useText();
  const points = useMemo(
    () => cases.map((item) => listItemPoint(item, caseDetailPath(item.id))),
    [cases],
  );
  return (
    <IncidentMap
      points={points}
      center={emptyCentre(near, city)}
      height={480}
      label={text('available.mapLabel')}
      here={near ? [near.lat, near.lng] : null}
    />
  );
}
