// The volunteer's duty switch (GET and PUT /api/volunteer/duty). Alerts with the app closed are
// the kit's PushOptIn, given the radius and severity the volunteer chose.
import type { Duty } from '@rescue/contracts';
import { callOperation, useQuery } from '@rescue/web-kit/query';
import type { LatLng } from '../hooks/use-volunteer-position';

/** The duty switch as the server has it (GET /api/volunteer/duty), read when the panel opens. */
export function useDutyState() {
  return useQuery({
    queryKey: ['volunteer-duty'],
    queryFn: ({ signal }) => callOperation('volunteer.dutyState', { signal }),
    // Read fresh on each visit: the switch may have been moved on another device.
    staleTime: 0,
    retry: false,
  });
}

/** On or off duty, from the shared point, else (no point) the profile city's centre. */
export function putDuty(onDuty: boolean, point: LatLng | null): Promise<Duty> {
  return callOperation('volunteer.duty', { body: { onDuty, ...point } });
}
