import { useState, type FormEvent, type ReactNode } from 'react';
import {
  CLOSURE_NOTE_MAX_LENGTH,
  CLOSURE_REASONS,
  STATUS_NOTE_MAX_LENGTH,
  isClosedStatus,
  type ClosureReason,
  type IncidentStatus,
} from '@rescue/contracts';
import { Field, Select, statusLabel } from '@rescue/web-kit';
import {
  Dialog,
  DialogFooter,
  DialogForm,
  closureReasonText,
  useDialogSave,
  type DialogSave,
} from '@rescue/web-kit/areas';
import type { StatusChangeDetails } from '../api/incidents-api';
import { message } from '../utils/messages';
import { ngoText } from '../../../i18n/text';

export interface ResolveDialogProps {
  /** The animal, for the title. */
  name: string;
  /** The status being set (absent: resolved). */
  status?: IncidentStatus;
  /**
   * Saves the status with the closure, or with the note for another status; a refusal shows
   * inside the dialog, which stays open.
   */
  onResolve(details: StatusChangeDetails): Promise<unknown>;
  onCancel(): void;
}

/**
 * Setting a case to Resolved asks why: one of the contracts' closure reasons (the reporter sees
 * it), and a note, required for Other. Any other status is set through the same dialog with an
 * optional note for the reporter (issue 31).
 */
export function ResolveDialog({ status = 'resolved', ...props }: ResolveDialogProps) {
  if (isClosedStatus(status)) return <ClosureDialog {...props} />;
  return <StatusNoteDialog {...props} status={status} />;
}

function ClosureDialog({ name, onResolve, onCancel }: Omit<ResolveDialogProps, 'status'>) {
  const text = ngoText.useText();
  const [reason, setReason] = useState<ClosureReason | ''>('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<{ reason?: string; note?: string }>({});
  const saving = useDialogSave(onResolve, message('statusUpdateFailed'));

  function submit() {
    const said = note.trim();
    const problems = {
      reason: reason ? undefined : text('resolve.reasonRequired'),
      note: reason === 'other' && !said ? text('resolve.noteRequired') : undefined,
    };
    setInvalid(problems);
    if (!reason || problems.note) return;
    void saving.save({ closureReason: reason, ...(said ? { closureNote: said } : {}) });
  }

  return (
    <StatusDialog
      title={text('resolve.title')}
      description={text('resolve.description', { name })}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
      submit={text('resolve.submit')}
    >
      <Select
        label={text('resolve.reason')}
        placeholder={text('resolve.chooseReason')}
        options={CLOSURE_REASONS.map((value) => ({ value, label: closureReasonText(value) }))}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value as ClosureReason | '')}
        error={invalid.reason}
        data-autofocus
      />
      <Field
        multiline
        label={text('resolve.note')}
        hint={reason === 'other' ? text('resolve.noteRequiredHint') : text('resolve.noteOptional')}
        name="closureNote"
        required={reason === 'other'}
        maxLength={CLOSURE_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={invalid.note}
      />
    </StatusDialog>
  );
}

/** Another status: saved with an optional note, which the reporter reads with the change. */
function StatusNoteDialog({
  name,
  status,
  onResolve: onSave,
  onCancel,
}: ResolveDialogProps & { status: IncidentStatus }) {
  const text = ngoText.useText();
  const [note, setNote] = useState('');
  const saving = useDialogSave(onSave, message('statusUpdateFailed'));

  function submit() {
    const said = note.trim();
    void saving.save(said ? { note: said } : {});
  }

  return (
    <StatusDialog
      title={text('statusNote.title', { status: statusLabel(status) })}
      description={text('statusNote.description', { name })}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
      submit={text('statusNote.submit')}
    >
      <Field
        multiline
        label={text('statusNote.note')}
        hint={text('resolve.noteOptional')}
        name="note"
        maxLength={STATUS_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        data-autofocus
      />
    </StatusDialog>
  );
}

type Saving = DialogSave<StatusChangeDetails>;

/**
 * Both dialogs' frame: the form with its fields, then the server's refusal, Cancel and the
 * submit button (Saving… while busy). Closing does nothing while the save runs.
 */
function StatusDialog({
  title,
  description,
  saving: { failure, busy },
  onSubmit,
  onCancel,
  submit,
  children,
}: {
  title: string;
  description: string;
  saving: Saving;
  onSubmit(): void;
  onCancel(): void;
  submit: string;
  children: ReactNode;
}) {
  const text = ngoText.useText();
  function submitted(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <Dialog title={title} description={description} onClose={() => !busy && onCancel()}>
      <DialogForm onSubmit={submitted} noValidate>
        {children}
        <DialogFooter
          failure={failure}
          busy={busy}
          onCancel={onCancel}
          cancel={text('resolve.cancel')}
          submit={submit}
          busyLabel={text('resolve.saving')}
        />
      </DialogForm>
    </Dialog>
  );
}
