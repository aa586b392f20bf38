// Test helpers for the user area: the app mounted under /user-dashboard as the shell does
// it, a stored session, and incidents in the API's shape.
import { screen } from '@testing-library/react';
import type { Incident, Role, UserProfile } from '@rescue/contracts';
import { sessionStore, toast } from '@rescue/web-kit';
import { renderArea } from '@rescue/web-kit/testing/render';
import App from '../app';

// Toasts live in one page-wide store: each test starts without the last one's.
afterEach(() => toast.remove());

export const USER_ID = '64a000000000000000000001';

export const renderDashboard = (route = '/user-dashboard') =>
  renderArea(<App />, '/user-dashboard', route);

export function loginAs(role: Role = 'user', name = 'Ravi') {
  sessionStore.login({ token: 'user-token', _id: USER_ID, role, name });
}

/** The toast with this text. */
export { findToast } from '@rescue/web-kit/testing/render';

/** The page's own alert, not an error toast. */
export async function pageAlert(): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert');
  const own = alerts.find((alert) => !alert.closest('[aria-label="Notifications"]'));
  if (!own) throw new Error('Only toasts are alerting');
  return own;
}

export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: USER_ID,
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    role: 'user',
    city: 'Pune',
    phoneNumber: '+91 98765 43210',
    address: '12 Hill Road',
    requiresDocuments: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A report placed only by its city (no device location): pinned at Pune's centre. */
export const approximateLocation = (address: string): Incident['location'] => ({
  type: 'Point',
  coordinates: [73.8567, 18.5204],
  address,
  approximate: true,
  accuracyMeters: null,
});

let counter = 0;

export function incident(overrides: Partial<Incident> = {}): Incident {
  counter += 1;
  return {
    _id: `64d${counter.toString(16).padStart(21, '0')}`,
    description: 'Dog hit by a scooter',
    status: 'pending',
    city: 'Pune',
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    updatedAt: new Date().toISOString(),
    location: { type: 'Point', coordinates: [73.8567, 18.5204], address: '4 Station Road' },
    animalInfo: {
      description: 'Brown dog, back leg hurt',
      type: 'Dog',
      photo: null,
      aiSeverityAssessment: { score: 8, category: 'HIGH', assessmentDetails: 'Bleeding' },
    },
    reporterInfo: { name: 'Ravi Kumar' },
    volunteerActivity: null,
    assignedNGO: null,
    caseUpdates: [],
    ...overrides,
  };
}
