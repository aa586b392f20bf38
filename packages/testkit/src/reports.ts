// A report as the report form sends it, for tests that need a case to exist: a hurt dog in
// Pune the reporter found moderate, unless the test says what matters to it.
import type { CreateIncidentData } from '@rescue/contracts';

type AnimalInfo = CreateIncidentData['animalInfo'];
type Assessment = NonNullable<AnimalInfo['aiSeverityAssessment']>;
/** The band a reporter gives their report: 'LOW' to 'CRITICAL'. */
export type ReportedCategory = Assessment['category'];

/** What a test changes; the animal and its assessment are merged into the defaults. */
export type ReportOverrides = Partial<Omit<CreateIncidentData, 'animalInfo'>> & {
  animalInfo?: Partial<Omit<AnimalInfo, 'aiSeverityAssessment'>> & {
    aiSeverityAssessment?: Partial<Assessment>;
  };
};

/** The report form's `data`. */
export function reportData({
  animalInfo = {},
  ...report
}: ReportOverrides = {}): CreateIncidentData {
  const { aiSeverityAssessment, ...animal } = animalInfo;
  return {
    description: 'Dog hit by a scooter, lying by the road',
    city: 'Pune',
    location: { address: '4 Station Road, near the bus stop' },
    ...report,
    animalInfo: {
      description: 'Brown dog limping on its front leg',
      type: 'Dog',
      ...animal,
      aiSeverityAssessment: {
        score: 5,
        category: 'MODERATE',
        assessmentDetails: 'Visible wound, animal is alert',
        ...aiSeverityAssessment,
      },
    },
  };
}

/** The multipart body of POST /api/incidents/create: the data, and a photo when given. */
export function reportForm(
  data: CreateIncidentData,
  photo?: Buffer,
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  if (photo)
    form.set(
      'animalPhoto',
      new Blob([new Uint8Array(photo)], { type }),
      type === 'image/png' ? 'dog.png' : 'dog.jpg',
    );
  return form;
}
