// Test helpers for the volunteer area: the app mounted under /voldash as the shell does it,
// a logged-in volunteer, and cases in the API's shapes.
import type { VolunteerCaseDetail, VolunteerCaseListItem } from '@rescue/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore, toast } from '@rescue/web-kit';
import { renderArea } from '@rescue/web-kit/testing/render';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import App from '../app';
import { stopUsingPosition } from '../features/cases/hooks/use-volunteer-position';

// Toasts live in one page-wide store: each test starts without the last one's; and without
// the last one's shared location.
afterEach(() => {
  toast.remove();
  stopUsingPosition();
  sessionStorage.clear();
});

export const VOLUNTEER_ID = '64b000000000000000000001';

export const renderPortal = (route: string) => renderArea(<App />, '/voldash', route);

/** The page's own alert (an error panel or message), not an error toast. */
export async function pageAlert(): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert');
  const own = alerts.find((alert) => !alert.closest('[aria-label="Notifications"]'));
  if (!own) throw new Error('Only toasts are alerting');
  return own;
}

/** The toast with this text. */
export { findToast } from '@rescue/web-kit/testing/render';

/** The volunteer's city, as their profile says (the lists' fallback when no location is shared). */
/**
 * GET /api/volunteer/incidents (the available cases) answered by `answer` from the query the
 * page sent; returns the queries, oldest first.
 */
export function serveAvailableCases(
  answer: (query: URLSearchParams) => Response,
): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/api/volunteer/incidents'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

export const VOLUNTEER_CITY = 'Mumbai';

/**
 * A token the client cannot read claims from, so no document check is made; the volunteer's
 * profile answers with VOLUNTEER_CITY and the duty switch is off (a test's own handler, added
 * later, wins).
 */
export function loginVolunteer(token = 'volunteer-token', name = 'Asha') {
  sessionStore.login({ token, _id: VOLUNTEER_ID, role: 'volunteer', name });
  server.use(
    http.get(apiPath(`/api/users/profile/${VOLUNTEER_ID}`), () =>
      HttpResponse.json({
        _id: VOLUNTEER_ID,
        name,
        email: 'asha@example.com',
        role: 'volunteer',
        city: VOLUNTEER_CITY,
        phoneNumber: '9876543210',
        address: '7 Marine Drive',
        requiresDocuments: false,
        createdAt: new Date(0).toISOString(),
      }),
    ),
    // The duty switch as the server has it: off, never switched.
    http.get(apiPath('/api/volunteer/duty'), () =>
      HttpResponse.json({
        onDuty: false,
        lat: 19.076,
        lng: 72.8777,
        approximate: true,
        radiusKm: 10,
        minSeverity: 'low',
      }),
    ),
  );
}

/** The point [lat, lng] navigator.geolocation reports, or the error code it fails with. */
export type GeolocationAnswer = { lat: number; lng: number } | { code: 1 | 2 | 3 };

/**
 * jsdom has no geolocation: a stub answering every getCurrentPosition with `answer`.
 * Returns the mock, to count the asks; removed after the test.
 */
export function stubGeolocation(answer: GeolocationAnswer): jest.Mock {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('code' in answer) {
        failure?.({ code: answer.code, message: 'stub' } as GeolocationPositionError);
      } else {
        success({
          coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 20 },
          timestamp: Date.now(),
        } as GeolocationPosition);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: jest.fn(), clearWatch: jest.fn() },
  });
  return getCurrentPosition;
}

afterEach(() => {
  // Back to jsdom's own navigator, which has none.
  delete (navigator as { geolocation?: Geolocation }).geolocation;
});

/** An unsigned JWT carrying these claims (the client only reads them). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

let counter = 0;
const nextId = () => `64c${(counter += 1).toString(16).padStart(21, '0')}`;

export function caseItem(overrides: Partial<VolunteerCaseListItem> = {}): VolunteerCaseListItem {
  return {
    id: nextId(),
    animalInfo: {
      type: 'Dog',
      description: 'Brown dog limping on its front leg',
      photo: null,
      aiSeverityAssessment: { score: 5 },
    },
    location: { address: '4 Station Road', coordinates: [72.8777, 19.076] },
    city: 'Mumbai',
    status: 'pending',
    assignedAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function caseDetail(overrides: Partial<VolunteerCaseDetail> = {}): VolunteerCaseDetail {
  return {
    id: '64c0000000000000000000aa',
    description: 'Injured dog near the station',
    status: 'pending',
    city: 'Mumbai',
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    animal_info: {
      type: 'Dog',
      description: 'Brown dog limping on its front leg',
      photo: null,
      severity: { score: 8, category: 'HIGH' },
    },
    incident_location: { address: '4 Station Road', coordinates: [72.8777, 19.076] },
    assignedToMe: false,
    assignedToOther: false,
    caseUpdates: [],
    ...overrides,
  };
}
