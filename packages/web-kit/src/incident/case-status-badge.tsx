import type { CaseStatus } from '@rescue/contracts';
import { Badge, type BadgeTone } from '../ui/badge';

/** Case colours outside the NGO area (spec section 4): in progress blue, completed green, pending yellow. */
const TONES: Record<CaseStatus, BadgeTone> = {
  pending: 'warning',
  'in progress': 'info',
  completed: 'success',
  resolved: 'success',
};

const LABELS: Record<CaseStatus, string> = {
  pending: 'Pending',
  'in progress': 'In Progress',
  completed: 'Completed',
  resolved: 'Resolved',
};

export function caseStatusTone(status: CaseStatus): BadgeTone {
  return TONES[status] ?? 'neutral';
}

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return <Badge $tone={caseStatusTone(status)}>{LABELS[status] ?? status}</Badge>;
}
