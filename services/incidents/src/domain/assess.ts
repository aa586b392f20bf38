// The app's assessment of a report (the contracts' rubric, the authority here), what a report
// stores of it beside the reporter's own grading, and the assess endpoint's limit.
import {
  CATEGORY_SCORES,
  assess,
  categoryRank,
  type AssessmentCategory,
} from '@rescue/contracts/assessment';
import type { StoredAssessment, StoredReporterGrading } from '../store/incident-doc';
import type { Report } from './report';

export interface ReportGrading {
  /** What the lists sort and count by (the spec's field). */
  aiSeverityAssessment: { score: number; category: AssessmentCategory; assessmentDetails: string };
  assessment: StoredAssessment;
  reporterGrading: StoredReporterGrading | null;
}

/**
 * The report's grading. An older client's own aiSeverityAssessment stays what it was (stored as
 * sent) and is its reporter's grading; otherwise the app's assessment is it, raised to the
 * reporter's category when they raised it (never lowered: under-triage costs more), while a
 * lower choice is only kept beside it for the NGO to weigh.
 */
export function gradeReport(report: Report): ReportGrading {
  const signs = [...new Set(report.animalInfo.signs ?? [])];
  const assessment: StoredAssessment = {
    ...assess({
      description: report.description,
      animalDescription: report.animalInfo.description,
      signs,
    }),
    signs,
  };
  const own = report.animalInfo.aiSeverityAssessment;
  if (own) {
    return {
      aiSeverityAssessment: { ...own },
      assessment,
      reporterGrading: {
        category: own.category,
        score: own.score,
        reason: own.assessmentDetails,
        from: 'aiSeverityAssessment',
      },
    };
  }
  const choice = report.animalInfo.reporterGrading;
  const app = {
    score: assessment.score,
    category: assessment.category,
    assessmentDetails: assessment.assessmentDetails,
  };
  if (!choice) return { aiSeverityAssessment: app, assessment, reporterGrading: null };
  const reporterGrading: StoredReporterGrading = {
    category: choice.category,
    score: null,
    reason: choice.reason,
    from: 'form',
  };
  if (categoryRank(choice.category) <= categoryRank(assessment.category))
    return { aiSeverityAssessment: app, assessment, reporterGrading };
  return {
    aiSeverityAssessment: {
      score: CATEGORY_SCORES[choice.category].base,
      category: choice.category,
      assessmentDetails: `${choice.category}: raised by the reporter ("${choice.reason}"). The app assessed ${assessment.assessmentDetails}`,
    },
    assessment,
    reporterGrading,
  };
}

/**
 * Assessments per client address in a fixed window, in this process's memory: an assessment
 * stores nothing and costs well under a millisecond, so a database round trip per call (the
 * report quota's RateLimitStore) would cost more than the work it guards. Each replica counts
 * its own: N replicas allow N times the limit, which is fine for a preview.
 */
export class AddressLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly policy: { max: number; windowSeconds: number }) {}

  /** Counts one call; when over the limit, the seconds until the window ends. */
  hit(address: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    const windowMs = this.policy.windowSeconds * 1000;
    this.sweep(now, windowMs);
    let window = this.windows.get(address);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(address, window);
    }
    if (window.count >= this.policy.max) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)),
      };
    }
    window.count += 1;
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Forgets ended windows at most once a window, so the map holds only recent addresses. */
  private sweep(now: number, windowMs: number) {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [address, window] of this.windows)
      if (now - window.startedAt >= windowMs) this.windows.delete(address);
  }
}
