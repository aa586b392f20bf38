import { useState } from 'react';
import { Button, Card, ConfirmDialog, toast } from '@rescue/web-kit';
import { useFlagIncident } from '../api/incidents-api';
import { Muted, SectionTitle } from '../../../components/layout';

/** "Flag for the operator": asks the Rescue Network team to look at a report, saying why. */
export function FlagReport({ incidentId }: { incidentId: string }) {
  const [open, setOpen] = useState(false);
  const flag = useFlagIncident(incidentId);
  return (
    <Card aria-labelledby="flag-title">
      <SectionTitle id="flag-title">Something wrong with this report?</SectionTitle>
      <Muted>
        Abusive, fake, asking for money, or a repeat of another report: the Rescue Network team
        looks at it and can take it down.
      </Muted>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Flag for the operator
        </Button>
      </div>
      {open && (
        <ConfirmDialog
          title="Flag this report for the operator?"
          message="The Rescue Network team sees your reason and your organisation's name."
          confirmLabel="Flag report"
          busyLabel="Flagging…"
          reasonLabel="What is wrong with it?"
          failureMessage="Failed to flag the report"
          onConfirm={async (reason) => {
            const { message } = await flag.mutateAsync(reason);
            toast.success(message);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
