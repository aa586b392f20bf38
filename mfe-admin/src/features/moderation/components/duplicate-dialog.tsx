import { useState, type FormEvent } from 'react';
import type { DuplicateCandidate, ModerationItem } from '@rescue/contracts';
import { Field, Select, Spinner, formatDateTime, formatNumber } from '@rescue/web-kit';
import { Dialog, DialogFooter, DialogForm, useDialogSave } from '@rescue/web-kit/areas';
import { adminText } from '../../../i18n/text';
import { REPORT_ID_PATTERN, shortId, useDuplicateCandidates } from '../api/reports-api';

interface DuplicateDialogProps {
  report: ModerationItem;
  onConfirm(of: string): Promise<unknown>;
  onCancel(): void;
}

/** "350 m" or "2.9 km" (Intl, in the page's language); "city only" without a distance. */
function distanceText(metres: number | null): string {
  if (metres === null) return adminText.t('duplicate.cityOnly');
  const [value, unit] = metres < 1000 ? [metres, 'meter'] : [metres / 1000, 'kilometer'];
  return formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

const label = (item: DuplicateCandidate) =>
  `${shortId(item._id)} · ${distanceText(item.distanceM)} · ${formatDateTime(item.createdAt)} · ${item.description.slice(0, 40)}`;

/**
 * Links a report to the earlier one it repeats: chosen from the reports of its city, nearest
 * first (the server's choice, issue 33), or pasted as an id.
 */
export function DuplicateDialog({ report, onConfirm, onCancel }: DuplicateDialogProps) {
  const text = adminText.useText();
  const candidates = useDuplicateCandidates(report._id);
  const others = candidates.data ?? [];
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { failure, busy, save } = useDialogSave(onConfirm, text('duplicate.failure'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const of = typed.trim() || chosen;
    if (!REPORT_ID_PATTERN.test(of)) {
      setInvalid(text('duplicate.invalid'));
      return;
    }
    if (of.toLowerCase() === report._id.toLowerCase()) {
      setInvalid(text('duplicate.self'));
      return;
    }
    setInvalid(null);
    await save(of);
  }

  return (
    <Dialog
      title={text('duplicate.title', { id: shortId(report._id) })}
      description={text('duplicate.description')}
      onClose={() => !busy && onCancel()}
    >
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        {candidates.isPending ? (
          <Spinner label={text('duplicate.loading')} />
        ) : candidates.error ? (
          <p role="alert">{text('duplicate.loadFailed')}</p>
        ) : others.length === 0 ? (
          <p>{text('duplicate.none', { city: report.city })}</p>
        ) : (
          <Select
            label={text('duplicate.original')}
            name="of"
            placeholder={text('duplicate.choose')}
            hint={text('duplicate.nearby', { city: report.city })}
            options={others.map((item) => ({ value: item._id, label: label(item) }))}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            data-autofocus
          />
        )}
        <Field
          label={others.length > 0 ? text('duplicate.orId') : text('duplicate.originalId')}
          name="ofId"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={text('duplicate.placeholder')}
          autoComplete="off"
          spellCheck={false}
          error={invalid}
        />
        <DialogFooter
          failure={failure}
          busy={busy}
          onCancel={onCancel}
          cancel={text('duplicate.cancel')}
          submit={text('duplicate.submit')}
          busyLabel={text('duplicate.busy')}
        />
      </DialogForm>
    </Dialog>
  );
}
