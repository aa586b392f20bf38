// Test helpers of the NGO area: the area mounted as the shell mounts it, a logged-in NGO,
// and incidents shaped as the API sends them.
import { Route, Routes } from '@rescue/router';
import type { Incident } from '@rescue/contracts';
import { sessionStore } from '@rescue/web-kit';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import App from '../app';

export function loginNgo(name = 'Paws Trust'): void {
  sessionStore.login({ token: 'ngo-jwt', _id: 'a'.repeat(24), role: 'ngo', name });
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
