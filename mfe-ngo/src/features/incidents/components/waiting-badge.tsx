import type { Incident } from '@rescue/contracts';
import { Badge } from '@rescue/web-kit';
import { WAITING_MIN_SCORE, waitingLabel, waitingMinutes } from '../utils/incident-rules';
import { ngoText } from '../../../i18n/text';

/** "No volunteer for 23 min" on an urgent case no volunteer has taken; nothing otherwise. */
export function WaitingBadge({ incident, now }: { incident: Incident; now: number }) {
  const text = ngoText.useText();
  const minutes = waitingMinutes(incident, now);
  if (minutes === null) return null;
  return (
    <Badge $tone="danger" title={text('card.waitingTitle', { score: WAITING_MIN_SCORE })}>
      {waitingLabel(minutes)}
    </Badge>
  );
}
