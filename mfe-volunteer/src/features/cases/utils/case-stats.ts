import { isActiveStatus, type CaseStatus } from '@rescue/contracts';

export interface VolunteerStats {
  totalCases: number;
  /** Active (contracts' ACTIVE_STATUSES: in progress or pending). */
  activeCases: number;
  /** Resolved or completed. */
  completedCases: number;
  /** completed / total as a rounded percent; 0 with no cases. */
  responseRate: number;
}

/** The volunteer's stats, derived on the client from their cases (spec sections 3 and 9). */
export function caseStats(cases: readonly { status: CaseStatus }[]): VolunteerStats {
  const count = (statuses: CaseStatus[]) =>
    cases.filter((item) => statuses.includes(item.status)).length;
  const totalCases = cases.length;
  const completedCases = count(['resolved', 'completed']);
  return {
    totalCases,
    activeCases: cases.filter((item) => isActiveStatus(item.status)).length,
    completedCases,
    responseRate: totalCases === 0 ? 0 : Math.round((completedCases / totalCases) * 100),
  };
}
