import { Button, toast } from '@rescue/web-kit';
import { useIncidentsCsvDownload, type StatusFilter } from '../api/incidents-api';
import { MESSAGES } from '../utils/messages';

/** Downloads the list as CSV with the filter applied now. */
export function ExportButton({ status }: { status: StatusFilter }) {
  const download = useIncidentsCsvDownload();
  const busy = download.isPending;
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() => download.mutate(status, { onError: () => toast.error(MESSAGES.exportFailed) })}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
