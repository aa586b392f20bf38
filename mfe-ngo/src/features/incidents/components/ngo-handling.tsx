import type { Incident } from '@rescue/contracts';
import { Badge, Button, serverMessageOr, toast } from '@rescue/web-kit';
import { useHandleIncident } from '../api/incidents-api';
import { message } from '../utils/messages';
import { ngoText } from '../../../i18n/text';

export interface NgoHandlingProps {
  incident: Incident;
  /** Offer "We are handling this" while no NGO has the case (the detail page). */
  canTake?: boolean;
}

/**
 * Which NGO handles the case, said one way on the cards and the detail: "Handled by {name}"
 * for every NGO to see (the one that has it, and the others, who then leave it be). While no
 * NGO has it, the detail page offers "We are handling this"; a card says nothing.
 */
export function NgoHandling({ incident, canTake = false }: NgoHandlingProps) {
  const text = ngoText.useText();
  const handler = incident.assignedNGO;
  if (handler) return <Badge>{text('card.handledBy', { name: handler.name })}</Badge>;
  return canTake ? <TakeCaseButton incidentId={incident._id} /> : null;
}

function TakeCaseButton({ incidentId }: { incidentId: string }) {
  const text = ngoText.useText();
  const handle = useHandleIncident(incidentId);
  function take() {
    handle.mutate(undefined, {
      onSuccess: (body) => toast.success(body.message),
      // 409: "This case is already being handled by {name}", as the server says it.
      onError: (error) => toast.error(serverMessageOr(error, message('handleFailed'))),
    });
  }
  return (
    <Button disabled={handle.isPending} aria-busy={handle.isPending} onClick={take}>
      {handle.isPending ? text('resolve.saving') : text('card.takeCase')}
    </Button>
  );
}
