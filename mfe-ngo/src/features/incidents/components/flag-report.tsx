import { useState } from 'react';
import { Button, Card, toast } from '@rescue/web-kit';
import { ConfirmDialog } from '@rescue/web-kit/areas';
import { useFlagIncident } from '../api/incidents-api';
import { Muted, SectionTitle } from '../../../components/layout';
import { ngoText } from '../../../i18n/text';

/** "Flag for the operator": asks the Rescue Network team to look at a report, saying why. */
export function FlagReport({ incidentId }: { incidentId: string }) {
  const text = ngoText.useText();
  const [open, setOpen] = useState(false);
  const flag = useFlagIncident(incidentId);
  return (
    <Card aria-labelledby="flag-title">
      <SectionTitle id="flag-title">{text('flag.title')}</SectionTitle>
      <Muted>{text('flag.explain')}</Muted>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {text('flag.button')}
        </Button>
      </div>
      {open && (
        <ConfirmDialog
          title={text('flag.dialogTitle')}
          message={text('flag.dialogMessage')}
          confirmLabel={text('flag.confirm')}
          busyLabel={text('flag.busy')}
          reasonLabel={text('flag.reason')}
          failureMessage={text('flag.failed')}
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
