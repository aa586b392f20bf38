import { Button, toast } from '@rescue/web-kit';
import { useIncidentsCsvDownload, type StatusFilter } from '../api/incidents-api';
import { MESSAGES } from '../utils/messages';

/** Downloads the list as CSV with the filters applied now (status, the area's cities). */
export function ExportButton({
  status,
  cities,
}: {
  status: StatusFilter;
  cities: readonly string[] | null;
}) {
  const download = useIncidentsCsvDownload();
  const busy = download.isPending;
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() =>
        download.mutate({ status, cities }, { onError: () => toast.error(MESSAGES.exportFailed) })
      }
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
