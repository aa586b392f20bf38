// Test helpers of the NGO area: the area mounted as the shell mounts it, a logged-in NGO,
// and incidents shaped as the API sends them.
import { http, HttpResponse } from 'msw';
import { Route, Routes } from '@rescue/router';
import type { Incident, NgoProfileResponse, NgoVerification } from '@rescue/contracts';
import { sessionStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { verificationRefusals } from '../features/incidents/api/verification-refusals';
import App from '../app';

// What the API refused lives in one area-wide store: each test starts without the last one's.
afterEach(() => verificationRefusals.clear());

export const NGO_ID = 'a'.repeat(24);

/**
 * A logged-in NGO. Every dashboard page first asks GET /api/ngo/profile for the verification
 * state: this answers it as `verification` says (verified by default); a test's own
 * `server.use` for the profile takes precedence. A case's history and the home map's points
 * are answered empty.
 */
export function loginNgo(
  name = 'Paws Trust',
  verification: Partial<NgoVerification> = { state: 'verified' },
): void {
  sessionStore.login({ token: 'ngo-jwt', _id: NGO_ID, role: 'ngo', name });
  server.use(
    http.get(apiPath('/api/ngo/profile'), () =>
      HttpResponse.json(ngoProfile({ name }, verification)),
    ),
    // The detail page's history: empty unless a test answers it.
    http.get(apiPath('/api/incidents/:id/history'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
    // The home map's points: none unless a test answers them.
    http.get(apiPath('/api/incidents/map'), () =>
      HttpResponse.json({ data: [], truncated: false }),
    ),
    // The detail page's "Ask a volunteer" (issue 31): nobody on duty unless a test says so.
    http.get(apiPath('/api/ngo/incidents/:id/dispatch/candidates'), () =>
      HttpResponse.json({ success: true, data: [], maxCases: 3 }),
    ),
  );
}

export function ngoProfile(
  overrides: Partial<NgoProfileResponse> = {},
  verification: Partial<NgoVerification> = {},
): NgoProfileResponse {
  return {
    success: true,
    _id: NGO_ID,
    name: 'Paws Trust',
    city: 'Mumbai',
    ngoDetails: { operatingAreas: ['Pune'] },
    requiresDocuments: false,
    ...overrides,
    verification: {
      state: 'verified',
      signedAt: '2026-11-20T09:30:00.000Z',
      decidedAt: '2026-11-21T09:30:00.000Z',
      decidedBy: 'Meera Operator',
      reason: null,
      ...verification,
    },
  };
}

/** The whole area at `route` (a path under /dashboard). */
export function renderDashboard(route: string) {
  return renderWithKit(
    <Routes>
      <Route path="/dashboard/*" element={<App />} />
    </Routes>,
    { route },
  );
}

let counter = 0;

/** An incident as GET /api/incidents sends it to a signed NGO, with overrides. */
export function incident(overrides: Partial<Incident> = {}, score = 5): Incident {
  counter += 1;
  const created = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    _id: counter.toString(16).padStart(24, '0'),
    description: `Dog hit by a scooter #${counter}`,
    status: 'pending',
    city: 'Pune',
    createdAt: created,
    updatedAt: created,
    location: {
      type: 'Point',
      coordinates: [73.8567, 18.5204],
      address: `4 Station Road #${counter}`,
    },
    animalInfo: {
      description: 'Brown dog limping',
      type: 'Dog',
      photo: null,
      aiSeverityAssessment: { score, category: 'MODERATE', assessmentDetails: 'Visible wound' },
    },
    reporterInfo: {
      name: 'Asha Reporter',
      contactNumber: '+91 90000 11111',
      email: 'asha@example.org',
      preferredContactMethod: 'phone',
    },
    volunteerActivity: null,
    assignedNGO: null,
    caseUpdates: [{ timestamp: created, description: 'Incident reported' }],
    ...overrides,
  };
}
