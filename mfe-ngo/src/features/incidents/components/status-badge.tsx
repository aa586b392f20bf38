import type { IncidentStatus } from '@rescue/contracts';
import { Badge } from '@rescue/web-kit';
import { statusLabel, statusTone } from '../utils/incident-rules';

/** The incident's status in the NGO colours: resolved green, in progress yellow, else red. */
export function StatusBadge({ status }: { status: IncidentStatus }) {
  return <Badge $tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
