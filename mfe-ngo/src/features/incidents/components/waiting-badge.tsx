import type { Incident } from '@rescue/contracts';
import { Badge } from '@rescue/web-kit';
import { waitingLabel, waitingMinutes } from '../utils/incident-rules';

/** "Waiting 23 min" on an urgent case no volunteer has taken; nothing otherwise. */
export function WaitingBadge({ incident, now }: { incident: Incident; now: number }) {
  const minutes = waitingMinutes(incident, now);
  if (minutes === null) return null;
  return (
    <Badge $tone="danger" title="Severity 8 or more, and no volunteer has taken it">
      {waitingLabel(minutes)}
    </Badge>
  );
}
