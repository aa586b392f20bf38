import { useState, type FormEvent } from 'react';
import { CLOSURE_NOTE_MAX_LENGTH, CLOSURE_REASONS, type ClosureReason } from '@rescue/contracts';
import { Button, Field, Select, serverMessageOr } from '@rescue/web-kit';
import { Dialog, DialogActions, DialogFailure, DialogForm } from '@rescue/web-kit/areas';
import type { Closure } from '../api/incidents-api';
import { message } from '../utils/messages';
import { closureReasonLabel } from '../../../components/closure-reason';
import { ngoText } from '../../../i18n/text';

export interface ResolveDialogProps {
  /** The animal, for the title. */
  name: string;
  /** Saves the status with the closure; a refusal shows inside the dialog, which stays open. */
  onResolve(closure: Closure): Promise<unknown>;
  onCancel(): void;
}

/**
 * Setting a case to Resolved asks why: one of the contracts' closure reasons (the reporter sees
 * it), and a note, required for Other.
 */
export function ResolveDialog({ name, onResolve, onCancel }: ResolveDialogProps) {
  const text = ngoText.useText();
  const [reason, setReason] = useState<ClosureReason | ''>('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<{ reason?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const said = note.trim();
    const problems = {
      reason: reason ? undefined : text('resolve.reasonRequired'),
      note: reason === 'other' && !said ? text('resolve.noteRequired') : undefined,
    };
    setInvalid(problems);
    if (!reason || problems.note) return;
    setFailure(null);
    setBusy(true);
    try {
      await onResolve({ closureReason: reason, ...(said ? { closureNote: said } : {}) });
    } catch (error) {
      setFailure(serverMessageOr(error, message('statusUpdateFailed')));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={text('resolve.title')}
      description={text('resolve.description', { name })}
      onClose={() => !busy && onCancel()}
    >
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label={text('resolve.reason')}
          placeholder={text('resolve.chooseReason')}
          options={CLOSURE_REASONS.map((value) => ({ value, label: closureReasonLabel(value) }))}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value as ClosureReason | '')}
          error={invalid.reason}
          data-autofocus
        />
        <Field
          multiline
          label={text('resolve.note')}
          hint={
            reason === 'other' ? text('resolve.noteRequiredHint') : text('resolve.noteOptional')
          }
          name="closureNote"
          required={reason === 'other'}
          maxLength={CLOSURE_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={invalid.note}
        />
        {failure && <DialogFailure role="alert">{failure}</DialogFailure>}
        <DialogActions>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {text('resolve.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? text('resolve.saving') : text('resolve.submit')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
