import { useState } from 'react';
import { Button, toast } from '@rescue/web-kit';
import { downloadIncidentsCsv, type StatusFilter } from '../api/incidents-api';
import { MESSAGES } from '../utils/messages';

/** Downloads the list as CSV with the filter applied now. */
export function ExportButton({ status }: { status: StatusFilter }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadIncidentsCsv(status);
    } catch {
      toast.error(MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download()}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
