import { Button, toast } from '@rescue/web-kit';
import { useIncidentsCsvDownload, type StatusFilter } from '../api/incidents-api';
import { message } from '../utils/messages';
import { ngoText } from '../../../i18n/text';

/** Downloads the list as CSV with the filters applied now (status, the area's cities). */
export function ExportButton({
  status,
  cities,
}: {
  status: StatusFilter;
  cities: readonly string[] | null;
}) {
  const text = ngoText.useText();
  const download = useIncidentsCsvDownload();
  const busy = download.isPending;
  return (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() =>
        download.mutate({ status, cities }, { onError: () => toast.error(message('exportFailed')) })
      }
    >
      {busy ? text('list.exporting') : text('list.export')}
    </Button>
  );
}
