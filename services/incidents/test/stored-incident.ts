import { ObjectId } from '@rescue/service-kit';
import type {
  IncidentDoc,
  StoredLocation,
  StoredVolunteerActivity,
} from '../src/store/incident-doc';

type SeverityAssessment = IncidentDoc['animalInfo']['aiSeverityAssessment'];

/** What a test sets of a stored incident: its fields, and parts of its location and animal. */
export interface StoredIncidentParts extends Partial<Omit<IncidentDoc, 'location' | 'animalInfo'>> {
  location?: Partial<StoredLocation>;
  animalInfo?: Partial<Omit<IncidentDoc['animalInfo'], 'aiSeverityAssessment'>>;
  assessment?: Partial<SeverityAssessment>;
}

/**
 * An incident document as a report stores it, for tests that write the database or a working
 * set directly: an open report of a brown dog in Pune, at the city's centre (approximate),
 * with the parts the test sets.
 */
export function storedIncident({
  location,
  animalInfo,
  assessment,
  ...fields
}: StoredIncidentParts = {}): IncidentDoc {
  const at = fields.createdAt ?? new Date('2026-11-20T10:00:00Z');
  return {
    _id: new ObjectId(),
    description: 'Dog by the road',
    status: 'pending',
    city: 'Pune',
    createdAt: at,
    updatedAt: at,
    location: {
      type: 'Point',
      coordinates: [73.85, 18.52],
      address: '4 Station Road',
      lat: 18.52,
      lng: 73.85,
      approximate: true,
      accuracyMeters: null,
      ...location,
    },
    animalInfo: {
      description: 'Brown dog',
      type: 'Dog',
      photo: null,
      aiSeverityAssessment: {
        score: 5,
        category: 'MODERATE',
        assessmentDetails: 'x',
        ...assessment,
      },
      ...animalInfo,
    },
    reporterInfo: { name: 'R', contactNumber: '', email: '', preferredContactMethod: 'phone' },
    reportedBy: 'r1',
    volunteerActivity: null,
    assignedNGO: null,
    ...fields,
  };
}

/** A case volunteer "V" (id v1) took at `at` and still holds. */
export function heldSince(at: Date): StoredVolunteerActivity {
  return { status: 'assigned', assignedAt: at, assignedVolunteer: 'v1', volunteerName: 'V' };
}
