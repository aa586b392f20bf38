import type { Incident } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import type { TestStack } from '@rescue/testkit/stack';
import type { TestUser } from '@rescue/testkit/users';

export interface ReportOptions {
  city?: string;
  score?: number;
  category?: string;
  description?: string;
  address?: string;
  type?: string;
  /** [lng, lat]: where the animal is (absent: no pin, the city's centre). */
  coordinates?: [number, number];
  accuracyMeters?: number;
}

/** Reports an incident the way the report form does (multipart with a `data` JSON field). */
export async function reportIncident(
  stack: TestStack,
  reporter: TestUser,
  options: ReportOptions = {},
): Promise<Incident> {
  const score = options.score ?? 5;
  const data = {
    description: `Injured animal near ${options.address ?? 'the market'}`,
    city: options.city ?? 'Pune',
    location: {
      address: options.address ?? '4 Station Road',
      ...(options.coordinates ? { coordinates: options.coordinates } : {}),
      ...(options.accuracyMeters !== undefined ? { accuracyMeters: options.accuracyMeters } : {}),
    },
    animalInfo: {
      description: options.description ?? 'Brown dog limping on its front leg',
      type: options.type ?? 'Dog',
      aiSeverityAssessment: {
        score,
        category: options.category ?? (score >= 7 ? 'HIGH' : score >= 4 ? 'MODERATE' : 'LOW'),
        assessmentDetails: 'Visible wound, animal is alert',
      },
    },
  };
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  const res = await apiClient(stack.url).post('/api/incidents/create', {
    token: reporter.token,
    form,
  });
  if (res.status !== 201)
    throw new Error(`report failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.incident as Incident;
}

/** An NGO changes a case's status (spec section 7). */
export async function setStatus(
  stack: TestStack,
  ngo: TestUser,
  incidentId: string,
  status: 'pending' | 'in progress' | 'resolved',
): Promise<void> {
  const res = await apiClient(stack.url).put(`/api/ngo/incidents/${incidentId}/update`, {
    token: ngo.token,
    json: { status, status_update: `Status updated to ${status} by NGO` },
  });
  if (res.status !== 200)
    throw new Error(`status change failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A fresh word to tag one test's incidents, so searches see only them. */
export function uniqueTag(): string {
  return `tag${Math.random().toString(36).slice(2, 10)}`;
}
