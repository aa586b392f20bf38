import { useState, type FormEvent } from 'react';
import type { ModerationItem } from '@rescue/contracts';
import { Button, Field, Select, formatDateTime, serverMessageOr } from '@rescue/web-kit';
import { Dialog, DialogActions, DialogFailure, DialogForm } from '@rescue/web-kit/areas';
import { adminText } from '../../../i18n/text';
import { REPORT_ID_PATTERN, shortId } from '../api/reports-api';

interface DuplicateDialogProps {
  report: ModerationItem;
  /** The other reports on screen, offered as the original. */
  candidates: readonly ModerationItem[];
  onConfirm(of: string): Promise<unknown>;
  onCancel(): void;
}

const label = (item: ModerationItem) =>
  `${shortId(item._id)} · ${item.city} · ${formatDateTime(item.createdAt)} · ${item.description.slice(0, 40)}`;

/** Links a report to the earlier one it repeats: chosen from the list, or pasted as an id. */
export function DuplicateDialog({ report, candidates, onConfirm, onCancel }: DuplicateDialogProps) {
  const text = adminText.useText();
  const others = candidates.filter((item) => item._id !== report._id);
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(of);
    } catch (error) {
      setFailure(serverMessageOr(error, text('duplicate.failure')));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={text('duplicate.title', { id: shortId(report._id) })}
      description={text('duplicate.description')}
      onClose={() => !busy && onCancel()}
    >
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        {others.length > 0 && (
          <Select
            label={text('duplicate.original')}
            name="of"
            placeholder={text('duplicate.choose')}
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
        {failure && <DialogFailure role="alert">{failure}</DialogFailure>}
        <DialogActions>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {text('duplicate.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? text('duplicate.busy') : text('duplicate.submit')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
