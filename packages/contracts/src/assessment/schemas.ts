// The assessment's request and response schemas (POST /api/incidents/assess, and the report's
// signs and the reporter's own grading). Beside the rubric, not in it: the rubric stays free of
// zod for the browser's preview.
import { REPORTABLE_SEVERITY_CATEGORIES, SEVERITY_SCORE_MAX, SEVERITY_SCORE_MIN } from '../domain';
import { z } from '../schemas/zod';
import { dateTime } from '../schemas/fields';
import { RUBRIC_VERSION } from './assess';
import { ASSESSMENT_CATEGORIES, CATEGORY_SCORES, SIGNS, SIGN_KEYS } from './signs';

export const ASSESS_TEXT_MAX_LENGTH = 2000;
export const GRADING_REASON_MAX_LENGTH = 500;

export const signKeysSchema = z
  .array(z.enum(SIGN_KEYS, { error: `must be one of the signs: ${SIGN_KEYS.join(', ')}` }), {
    error: 'must be a list of sign keys',
  })
  .max(SIGN_KEYS.length)
  .openapi('AssessmentSigns', {
    description: `The signs the reporter ticked, by key: ${SIGNS.map((sign) => `${sign.key} (${sign.label}, ${sign.category})`).join('; ')}.`,
  });

export const assessRequestSchema = z
  .object(
    {
      description: z.string().max(ASSESS_TEXT_MAX_LENGTH).optional().openapi({
        description:
          "The report's description, in any of English, Hindi, Marathi or romanised Hindi.",
      }),
      animalDescription: z.string().max(ASSESS_TEXT_MAX_LENGTH).optional(),
      signs: signKeysSchema.optional(),
    },
    { error: 'the body must be a JSON object' },
  )
  .openapi('AssessRequest', { description: 'Every field is optional; unknown keys are ignored.' });

export const assessmentReasonSchema = z
  .strictObject({
    sign: z.enum(SIGN_KEYS),
    label: z.string().openapi({ description: "The sign's words on the report form." }),
    category: z.enum(ASSESSMENT_CATEGORIES).openapi({
      description: 'What the sign counts as here: its own category, or LOW when it is old.',
    }),
    source: z.enum(['ticked', 'text']),
    words: z
      .string()
      .nullable()
      .openapi({ description: 'The words that named it (text only; null when ticked).' }),
    status: z.enum(['counted', 'negated', 'old']).openapi({
      description:
        'counted; negated: the words say it is not there ("no bleeding"); old: an old or healed injury, counted as LOW.',
    }),
    decisive: z.boolean().openapi({ description: 'One of the signs that set the category.' }),
  })
  .openapi('AssessmentReason');

const assessmentFields = {
  score: z.number().int().min(SEVERITY_SCORE_MIN).max(SEVERITY_SCORE_MAX),
  category: z.enum(ASSESSMENT_CATEGORIES),
  assessmentDetails: z
    .string()
    .openapi({ description: 'One sentence naming the signs that decided the category.' }),
  reasons: z.array(assessmentReasonSchema).openapi({ description: 'Decisive signs first.' }),
  rubricVersion: z.string().openapi({ example: RUBRIC_VERSION }),
};

/** "CRITICAL scores 9-10, HIGH 7-8, ...", read from the rubric's table. */
const scoreRanges = [...ASSESSMENT_CATEGORIES]
  .reverse()
  .map((category, i) => {
    const { base, max } = CATEGORY_SCORES[category];
    return `${category}${i === 0 ? ' scores' : ''} ${base}-${max}`;
  })
  .join(', ');

export const assessmentSchema = z.strictObject(assessmentFields).openapi('Assessment', {
  description: `The app's assessment: ${scoreRanges} (the contracts' score bands). See docs/decisions/0005-severity-rubric.md.`,
});

/**
 * The app's assessment as stored on a report: the assessment and the signs it was given. Its
 * own object, not an extension: a strict allOf would refuse the added field.
 */
export const storedAssessmentSchema = z
  .strictObject({ ...assessmentFields, signs: z.array(z.enum(SIGN_KEYS)) })
  .openapi('ReportAssessment', {
    description:
      "The app's assessment of the report when it was made (absent on reports made before it), with the signs the reporter ticked.",
  });

/** Why a grading differs from the app's (the reporter's, the NGO's). */
const gradingReason = z
  .string()
  .trim()
  .max(GRADING_REASON_MAX_LENGTH, {
    error: `must be at most ${GRADING_REASON_MAX_LENGTH} characters`,
  });

/** The reporter raises or lowers the app's category on the form, with a word of why. */
export const reporterGradingRequestSchema = z
  .object({
    category: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(
        z.enum(REPORTABLE_SEVERITY_CATEGORIES, {
          error: `must be one of ${REPORTABLE_SEVERITY_CATEGORIES.join(', ')}`,
        }),
      )
      .openapi({ type: 'string', enum: [...REPORTABLE_SEVERITY_CATEGORIES] }),
    reason: gradingReason.min(1, { error: 'say in a word why' }),
  })
  .openapi('ReporterGradingRequest', {
    description:
      "The reporter's own category when it differs from the app's, with why. Raising it is applied to aiSeverityAssessment (never under-triage); lowering it is kept beside the app's assessment for the NGO to weigh.",
  });

export const reporterGradingSchema = z
  .strictObject({
    category: z.enum(REPORTABLE_SEVERITY_CATEGORIES),
    score: z
      .number()
      .nullable()
      .openapi({ description: 'The score the reporter typed (older clients only), else null.' }),
    reason: z.string().nullable(),
    from: z.enum(['form', 'aiSeverityAssessment']).openapi({
      description:
        'form: reporterGrading on the new form; aiSeverityAssessment: an older client sent its own aiSeverityAssessment, stored as sent.',
    }),
  })
  .openapi('ReporterGrading', { description: "The reporter's own grading, when they gave one." });

/** A verified NGO confirms the severity category or changes it (PUT /api/ngo/incidents/{id}/severity). */
export const severityReviewRequestSchema = z
  .object({
    category: reporterGradingRequestSchema.shape.category,
    reason: gradingReason
      .optional()
      .openapi({ description: 'Why; required when the category differs from the current one.' }),
  })
  .openapi('SeverityReviewRequest');

/** The NGO's review, kept beside the app's assessment (which is never changed). */
export const ngoGradingSchema = z
  .strictObject({
    category: z.enum(REPORTABLE_SEVERITY_CATEGORIES),
    reason: z.string().nullable(),
    appCategory: z.enum(ASSESSMENT_CATEGORIES).nullable().openapi({
      description: "The app's category (animalInfo.assessment); null on reports made before it.",
    }),
    rubricVersion: z.string().nullable().openapi({
      description: "The rubric version of the app's assessment; null on reports made before it.",
    }),
    agreed: z.boolean().nullable().openapi({
      description: "Whether the NGO's category is the app's; null without an app assessment.",
    }),
    ngo: z.strictObject({ id: z.string(), name: z.string() }),
    at: dateTime,
  })
  .openapi('NgoGrading', {
    description:
      "The verified NGO's confirmation or correction of the severity category, the latest one.",
  });
