import type { CaseStatus, IncidentStatus } from '@rescue/contracts';
import { Badge, type BadgeTone } from '../ui/badge';

type Status = IncidentStatus | CaseStatus;

/**
 * One colour per status in every area (issue 16): pending yellow (waiting, not yet danger:
 * red belongs to high severity and errors), in progress blue, resolved and completed green.
 * The spec gave the NGO area other colours (pending red, in progress yellow); one product
 * shows a status one way.
 */
const TONES: Record<Status, BadgeTone> = {
  pending: 'warning',
  'in progress': 'info',
  completed: 'success',
  resolved: 'success',
};

export const STATUS_LABELS: Record<Status, string> = {
  pending: 'Pending',
  'in progress': 'In Progress',
  completed: 'Completed',
  resolved: 'Resolved',
};

export function statusTone(status: Status): BadgeTone {
  return TONES[status] ?? 'neutral';
}

export function statusLabel(status: Status): string {
  return STATUS_LABELS[status] ?? status;
}

/** An incident's or a case's status, worded and coloured the same everywhere. */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge $tone={statusTone(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
