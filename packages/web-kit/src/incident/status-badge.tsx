import type { CaseStatus, IncidentStatus } from '@rescue/contracts';
import { kitText } from '../i18n/kit-text';
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

/** The spec's English words for each status; statusLabel gives the page's language. */
export const STATUS_LABELS: Record<Status, string> = {
  pending: 'Pending',
  'in progress': 'In Progress',
  completed: 'Completed',
  resolved: 'Resolved',
};

export function statusTone(status: Status): BadgeTone {
  return TONES[status] ?? 'neutral';
}

const STATUS_KEYS = {
  pending: 'status.pending',
  'in progress': 'status.inProgress',
  completed: 'status.completed',
  resolved: 'status.resolved',
} as const;

export function statusLabel(status: Status): string {
  const key = STATUS_KEYS[status];
  return key ? kitText.t(key) : status;
}

/** An incident's or a case's status, worded and coloured the same everywhere. */
export function StatusBadge({ status }: { status: Status }) {
  kitText.useText(); // re-render on a language switch
  return (
    <Badge $tone={statusTone(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
