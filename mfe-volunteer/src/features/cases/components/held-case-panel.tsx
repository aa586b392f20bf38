import { useState, type FormEvent } from 'react';
import type { VolunteerCaseDetail } from '@rescue/contracts';
import { Button, Field, serverMessageOr, toast } from '@rescue/web-kit';
import { ConfirmDialog, framedStack } from '@rescue/web-kit/areas';
import styled from 'styled-components';
import { useHeldCaseChange } from '../api/cases-api';
import { volunteerText } from '../../../i18n/text';
import { PanelButtons, PanelLine } from './panel-parts';

/** The server's limit on a note (VolunteerCaseNoteRequest). */
export const NOTE_MAX_LENGTH = 500;
export const NOTE_EMPTY_MESSAGE = 'Write a note before adding it';

/** A case the volunteer holds: progress notes and "Mark completed" instead of Assign. */
export function HeldCasePanel({ item }: { item: VolunteerCaseDetail }) {
  const text = volunteerText.useText();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  // Completing cannot be undone: the kit's dialog asks first (issue 33).
  const [confirming, setConfirming] = useState(false);
  const change = useHeldCaseChange(item.id);
  const busy = !change.isPending
    ? undefined
    : 'note' in (change.variables ?? {})
      ? 'note'
      : 'complete';
  const done = item.status === 'completed' || item.status === 'resolved';

  async function submitNote(event: FormEvent) {
    event.preventDefault();
    const written = note.trim();
    if (!written) {
      setNoteError(text('held.noteEmpty'));
      return;
    }
    try {
      await change.mutateAsync({ note: written });
      setNote('');
      setNoteError(undefined);
      toast.success(text('held.noteAdded'));
    } catch (failure) {
      const message = serverMessageOr(failure, text('held.noteFailed'));
      setNoteError(message);
      toast.error(message);
    }
  }

  /** From the dialog: a failure shows there (the server's message), and it stays open. */
  async function complete() {
    await change.mutateAsync({ complete: true });
    setConfirming(false);
    toast.success(text('held.completed'));
  }

  return (
    <Panel>
      <PanelLine>
        <strong>{text('held.assigned')}</strong> {done ? text('held.done') : text('held.ongoing')}
      </PanelLine>
      <form onSubmit={(event) => void submitNote(event)} noValidate>
        <Field
          multiline
          label={text('held.noteLabel')}
          hint={text('held.noteHint')}
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          error={noteError}
          onChange={(event) => setNote(event.target.value)}
        />
        <Buttons>
          <Button type="submit" disabled={busy !== undefined}>
            {busy === 'note' ? text('held.adding') : text('held.addNote')}
          </Button>
          {!done && (
            <Button
              variant="secondary"
              onClick={() => setConfirming(true)}
              disabled={busy !== undefined}
            >
              {busy === 'complete' ? text('held.saving') : text('held.complete')}
            </Button>
          )}
        </Buttons>
      </form>
      {confirming && (
        <ConfirmDialog
          title={text('held.confirmTitle')}
          message={text('held.confirmMessage')}
          confirmLabel={text('held.complete')}
          busyLabel={text('held.saving')}
          failureMessage={text('held.completeFailed')}
          onConfirm={complete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}

const Panel = styled.div`
  ${framedStack(4)}
  border-color: ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const Buttons = styled(PanelButtons)`
  margin-top: ${({ theme }) => theme.space(3)};
`;
