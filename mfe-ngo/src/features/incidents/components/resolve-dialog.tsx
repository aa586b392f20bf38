import { useState, type FormEvent } from 'react';
import {
  CLOSURE_NOTE_MAX_LENGTH,
  CLOSURE_REASONS,
  CLOSURE_REASON_LABELS,
  type ClosureReason,
} from '@rescue/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogFailure,
  DialogForm,
  Field,
  Select,
  serverMessageOr,
} from '@rescue/web-kit';
import type { Closure } from '../api/incidents-api';
import { MESSAGES } from '../utils/messages';

const REASON_OPTIONS = CLOSURE_REASONS.map((reason) => ({
  value: reason,
  label: CLOSURE_REASON_LABELS[reason],
}));

export const CLOSURE_MESSAGES = {
  reasonRequired: 'Please choose why the case is closed',
  noteRequired: 'Please say what happened',
} as const;

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
      reason: reason ? undefined : CLOSURE_MESSAGES.reasonRequired,
      note: reason === 'other' && !said ? CLOSURE_MESSAGES.noteRequired : undefined,
    };
    setInvalid(problems);
    if (!reason || problems.note) return;
    setFailure(null);
    setBusy(true);
    try {
      await onResolve({ closureReason: reason, ...(said ? { closureNote: said } : {}) });
    } catch (error) {
      setFailure(serverMessageOr(error, MESSAGES.statusUpdateFailed));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Resolve this case"
      description={`${name}: the reporter will see why the case was closed.`}
      onClose={() => !busy && onCancel()}
    >
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label="Why is it closed?"
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value as ClosureReason | '')}
          error={invalid.reason}
          data-autofocus
        />
        <Field
          multiline
          label="Note"
          hint={reason === 'other' ? 'Required for Other' : 'Optional'}
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
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Resolve case'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
