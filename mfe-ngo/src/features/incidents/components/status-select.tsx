import { useState } from 'react';
import { isClosedStatus, type Incident, type IncidentStatus } from '@rescue/contracts';
import { Select, animalName, toast } from '@rescue/web-kit';
import { useUpdateIncidentStatus } from '../api/incidents-api';
import { statusOptions } from '../utils/incident-rules';
import { message } from '../utils/messages';
import { ngoText } from '../../../i18n/text';
import { ResolveDialog } from './resolve-dialog';

export interface StatusSelectProps {
  incident: Incident;
  label: string;
}

/**
 * The NGO's status control (spec section 4): any of the three statuses in any order,
 * disabled while saving; the new status stays shown on success (the views on screen are asked
 * again before the control is released), the old one comes back on failure. Resolving asks
 * why first (ResolveDialog); the select keeps the current status until the dialog saves.
 */
export function StatusSelect({ incident, label }: StatusSelectProps) {
  ngoText.useText(); // the options and toasts follow the page's language
  const update = useUpdateIncidentStatus();
  const [resolving, setResolving] = useState(false);
  const shown = update.isPending ? update.variables.status : incident.status;

  function change(status: IncidentStatus) {
    if (isClosedStatus(status)) {
      setResolving(true);
      return;
    }
    update.mutate(
      { id: incident._id, status },
      {
        onSuccess: () => toast.success(message('statusUpdated')),
        onError: () => toast.error(message('statusUpdateFailed')),
      },
    );
  }

  return (
    <>
      <Select
        label={label}
        options={statusOptions()}
        value={shown}
        disabled={update.isPending}
        aria-busy={update.isPending}
        onChange={(event) => change(event.target.value as IncidentStatus)}
      />
      {resolving && (
        <ResolveDialog
          name={animalName(incident.animalInfo.type)}
          onCancel={() => setResolving(false)}
          onResolve={async (closure) => {
            await update.mutateAsync({ id: incident._id, status: 'resolved', closure });
            setResolving(false);
            toast.success(message('statusUpdated'));
          }}
        />
      )}
    </>
  );
}
