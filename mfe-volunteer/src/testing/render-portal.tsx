// Test helpers for the volunteer area: the app mounted under /voldash as the shell does it,
// a logged-in volunteer, and cases in the API's shapes.
import { Route, Routes } from '@rescue/router';
import type { VolunteerCaseDetail, VolunteerCaseListItem } from '@rescue/contracts';
import { screen, within } from '@testing-library/react';
import { sessionStore, toast } from '@rescue/web-kit';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import App from '../app';

// Toasts live in one page-wide store: each test starts without the last one's.
afterEach(() => toast.remove());

export const VOLUNTEER_ID = '64b000000000000000000001';

export function renderPortal(route: string) {
  return renderWithKit(
    <Routes>
      <Route path="/voldash/*" element={<App />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

/** The page's own alert (an error panel or message), not an error toast. */
export async function pageAlert(): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert');
  const own = alerts.find((alert) => !alert.closest('[aria-label="Notifications"]'));
  if (!own) throw new Error('Only toasts are alerting');
  return own;
}

/** The toast with this text. */
export function findToast(text: string): Promise<HTMLElement> {
  return within(screen.getByRole('region', { name: 'Notifications' })).findByText(text);
}

/** A token the client cannot read claims from, so no document check is made. */
export function loginVolunteer(token = 'volunteer-token', name = 'Asha') {
  sessionStore.login({ token, _id: VOLUNTEER_ID, role: 'volunteer', name });
}

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
