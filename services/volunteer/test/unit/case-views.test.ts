import { findCity, type City, type Incident, type VolunteerActivity } from '@rescue/contracts';
import {
  cityCentre,
  toCaseDetail,
  toCaseListItem,
  volunteerFacingStatus,
} from '../../src/domain/case-views';

const ME = '64b7f0c2a1b2c3d4e5f60001';
const OTHER = '64b7f0c2a1b2c3d4e5f60002';
const delhi = findCity('Delhi') as City;
const noida = findCity('Noida') as City;

function incident(changes: Partial<Incident> = {}): Incident {
  return {
    _id: '64b7f0c2a1b2c3d4e5f6a7b8',
    description: 'A dog with a hurt leg',
    status: 'pending',
    city: 'Delhi',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    location: {
      type: 'Point',
      coordinates: [noida.longitude, noida.latitude],
      address: 'Sector 18',
      approximate: false,
      accuracyMeters: 15,
    },
    animalInfo: {
      description: 'Brown dog',
      type: 'Dog',
      photo: null,
      aiSeverityAssessment: { score: 6, category: 'MODERATE', assessmentDetails: 'Limping' },
    },
    reporterInfo: { name: 'Asha' },
    volunteerActivity: null,
    assignedNGO: null,
    caseUpdates: [{ timestamp: '2026-03-01T10:00:00.000Z', description: 'Incident reported' }],
    ...changes,
  };
}

const activity = (volunteer: string, status: VolunteerActivity['status']): VolunteerActivity => ({
  status,
  assignedAt: '2026-03-01T11:00:00.000Z',
  assignedVolunteer: volunteer,
  volunteerName: 'Ravi',
});

describe('the status a volunteer sees', () => {
  test("'completed' once the volunteer finished their part, until the NGO resolves it", () => {
    const done = activity(ME, 'completed');
    expect(
      volunteerFacingStatus(incident({ status: 'in progress', volunteerActivity: done })),
    ).toBe('completed');
    // An NGO can move a case back to pending after the volunteer finished: still their part done.
    expect(volunteerFacingStatus(incident({ status: 'pending', volunteerActivity: done }))).toBe(
      'completed',
    );
    expect(volunteerFacingStatus(incident({ status: 'resolved', volunteerActivity: done }))).toBe(
      'resolved',
    );
  });

  test('otherwise the incident status as the NGO set it', () => {
    const taken = activity(ME, 'assigned');
    expect(
      volunteerFacingStatus(incident({ status: 'in progress', volunteerActivity: taken })),
    ).toBe('in progress');
    expect(volunteerFacingStatus(incident())).toBe('pending');
  });
});

describe('one case as a volunteer sees it', () => {
  test("another volunteer's case shows no updates, and says it is someone else's", () => {
    const detail = toCaseDetail(incident({ volunteerActivity: activity(OTHER, 'assigned') }), ME);
    expect(detail).toMatchObject({ assignedToMe: false, assignedToOther: true, caseUpdates: [] });
  });

  test('the holder sees every update; so does anyone on an untaken case', () => {
    const mine = toCaseDetail(incident({ volunteerActivity: activity(ME, 'completed') }), ME);
    expect(mine).toMatchObject({ assignedToMe: true, assignedToOther: false, status: 'completed' });
    expect(mine.caseUpdates).toHaveLength(1);
    const open = toCaseDetail(incident(), ME);
    expect(open).toMatchObject({ assignedToMe: false, assignedToOther: false });
    expect(open.caseUpdates).toHaveLength(1);
  });
});

describe('where the animal is, and who handles it', () => {
  test('the list item and the detail carry approximate, accuracyMeters and assignedNGO', () => {
    const handled = incident({ assignedNGO: { name: 'Paws Trust', id: OTHER } });
    expect(toCaseListItem(handled)).toMatchObject({
      location: { approximate: false, accuracyMeters: 15 },
      assignedNGO: { name: 'Paws Trust', id: OTHER },
    });
    expect(toCaseDetail(handled, ME)).toMatchObject({
      incident_location: { address: 'Sector 18', approximate: false, accuracyMeters: 15 },
      assignedNGO: { name: 'Paws Trust', id: OTHER },
    });
    expect(toCaseDetail(incident(), ME).assignedNGO).toBeNull();
  });
});

describe('distance in the available list', () => {
  test("from the volunteer's city centre, rounded to a tenth of a kilometre", () => {
    const item = toCaseListItem(incident(), cityCentre('Delhi'));
    expect(item.distanceKm).toBe(33.8); // Noida from Delhi: 33.83 km
  });

  test("no distance when the volunteer's city is not one of the cities (and in my cases)", () => {
    expect(cityCentre('Atlantis')).toBeUndefined();
    expect(toCaseListItem(incident(), cityCentre('Atlantis'))).not.toHaveProperty('distanceKm');
  });

  test("the volunteer's city is found whatever its case and spacing", () => {
    expect(cityCentre('  dELHI ')).toEqual([delhi.longitude, delhi.latitude]);
  });
});
