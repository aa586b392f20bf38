import { useState } from 'react';
import type { Incident, IncidentStatus } from '@rescue/contracts';
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
 * again before the control is released), the old one comes back on failure. Every change goes
 * through ResolveDialog: resolving asks why, any other status takes an optional note for the
 * reporter (issue 31); the select keeps the current status until the dialog saves.
 */
export function StatusSelect({ incident, label }: StatusSelectProps) {
  ngoText.useText(); // the options and toasts follow the page's language
  const update = useUpdateIncidentStatus();
  const [choosing, setChoosing] = useState<IncidentStatus | null>(null);
  const shown = update.isPending ? update.variables.status : incident.status;

  return (
    <>
      <Select
        label={label}
        options={statusOptions()}
        value={shown}
        disabled={update.isPending}
        aria-busy={update.isPending}
        onChange={(event) => setChoosing(event.target.value as IncidentStatus)}
      />
      {choosing && (
        <ResolveDialog
          name={animalName(incident.animalInfo.type)}
          status={choosing}
          onCancel={() => setChoosing(null)}
          onResolve={async (closure) => {
            await update.mutateAsync({ id: incident._id, status: choosing, closure });
            setChoosing(null);
            toast.success(message('statusUpdated'));
          }}
        />
      )}
    </>
  );
}
