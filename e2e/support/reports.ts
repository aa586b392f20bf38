// The reports a journey's scene starts from, sent through the public API as the report form
// sends one without a photo: the journey says what matters to it (the animal, how bad the
// reporter found it, where), and the request's shape lives here once.
import type { CreateIncidentData, CreateIncidentResponse, Incident } from '@rescue/contracts';
import { jsonApi } from './json-api';

type Assessment = NonNullable<CreateIncidentData['animalInfo']['aiSeverityAssessment']>;

export interface ReportScene {
  /** The animal: 'Dog', 'Cat', 'Cow'. */
  type: string;
  /** What the reporter wrote of the case, and of the animal. */
  description: string;
  animalDescription: string;
  city: CreateIncidentData['city'];
  location: CreateIncidentData['location'];
  /** The reporter's assessment (the form's): its score, band and reason. */
  score: number;
  category: Assessment['category'];
  /** Default: 'Assessed by the reporter'. */
  assessmentDetails?: string;
}

/** The report form's data for `scene`. */
export function reportData(scene: ReportScene): CreateIncidentData {
  const { type, description, animalDescription, city, location, score, category } = scene;
  return {
    description,
    city,
    location,
    animalInfo: {
      description: animalDescription,
      type,
      aiSeverityAssessment: {
        score,
        category,
        assessmentDetails: scene.assessmentDetails ?? 'Assessed by the reporter',
      },
    },
  };
}

/** `scene` reported by the account with `token`; the stored incident. */
export async function sendReport(
  baseUrl: () => string,
  token: string,
  scene: ReportScene,
): Promise<Incident> {
  const body = await jsonApi(baseUrl)<CreateIncidentResponse>('/api/incidents/create', {
    token,
    json: reportData(scene),
  });
  return body.incident;
}
