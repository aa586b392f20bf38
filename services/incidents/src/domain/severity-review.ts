// A verified NGO confirms or corrects the report's severity category (issue 30, "The NGO
// confirms or corrects"). The app's assessment stays as it was made, so the rubric can be
// measured against the NGOs' judgement (analytics, the corrected cases' export).
import { SEVERITY_REASON_REQUIRED_MESSAGE } from '@rescue/contracts';
import { CATEGORY_SCORES, type AssessmentCategory } from '@rescue/contracts/assessment';
import type { UpdateFilter } from '@rescue/service-kit';
import type { IncidentDoc, StoredNgoGrading } from '../store/incident-doc';
import { actorOf, caseEvent } from './case-history';
import type { Ngo } from './case-actions';
import { refuse } from './refusal';

export interface SeverityReview {
  category: AssessmentCategory;
  reason?: string;
}

/** Whether the review changes the category shown (aiSeverityAssessment). */
export const changesSeverity = (current: IncidentDoc, category: AssessmentCategory): boolean =>
  current.animalInfo.aiSeverityAssessment.category !== category;

/**
 * Stores the NGO's review beside the app's assessment and appends its event. A change needs a
 * reason and sets aiSeverityAssessment to the NGO's category (every view shows it); a
 * confirmation keeps aiSeverityAssessment as it is.
 */
export function reviewSeverity(ngo: Ngo, review: SeverityReview, now: Date) {
  return (current: IncidentDoc): UpdateFilter<IncidentDoc> => {
    const shown = current.animalInfo.aiSeverityAssessment;
    const changed = changesSeverity(current, review.category);
    const reason = review.reason?.trim() || null;
    if (changed && !reason) throw refuse('invalid', SEVERITY_REASON_REQUIRED_MESSAGE);
    const app = current.animalInfo.assessment;
    const grading: StoredNgoGrading = {
      category: review.category,
      reason,
      appCategory: app?.category ?? null,
      rubricVersion: app?.rubricVersion ?? null,
      agreed: app ? app.category === review.category : null,
      ngo: { id: ngo.id, name: ngo.name },
      at: now,
    };
    const event = caseEvent('severity_reviewed', actorOf(ngo), now, {
      note: reason,
      severity: { from: shown.category, to: review.category },
    });
    return {
      $set: {
        'animalInfo.ngoGrading': grading,
        ...(changed
          ? {
              'animalInfo.aiSeverityAssessment': {
                score: CATEGORY_SCORES[review.category].base,
                category: review.category,
                assessmentDetails: `${review.category}: set by ${ngo.name} ("${reason}"). Before: ${shown.assessmentDetails}`,
              },
            }
          : {}),
        updatedAt: now,
      },
      $push: { history: event },
    };
  };
}
