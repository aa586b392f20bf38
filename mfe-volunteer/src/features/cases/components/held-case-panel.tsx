import { useState, type FormEvent } from 'react';
import type { VolunteerCaseDetail } from '@rescue/contracts';
import { Button, Field, serverMessageOr, toast } from '@rescue/web-kit';
import styled from 'styled-components';
import { useHeldCaseChange } from '../api/cases-api';

/** The server's limit on a note (VolunteerCaseNoteRequest). */
export const NOTE_MAX_LENGTH = 500;
export const NOTE_EMPTY_MESSAGE = 'Write a note before adding it';

/** A case the volunteer holds: progress notes and "Mark completed" instead of Assign. */
export function HeldCasePanel({ item }: { item: VolunteerCaseDetail }) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const change = useHeldCaseChange(item.id);
  const busy = !change.isPending
    ? undefined
    : 'note' in (change.variables ?? {})
      ? 'note'
      : 'complete';
  const done = item.status === 'completed' || item.status === 'resolved';

  async function submitNote(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    if (!text) {
      setNoteError(NOTE_EMPTY_MESSAGE);
      return;
    }
    try {
      await change.mutateAsync({ note: text });
      setNote('');
      setNoteError(undefined);
      toast.success('Note added');
    } catch (failure) {
      const message = serverMessageOr(failure, 'Failed to add note');
      setNoteError(message);
      toast.error(message);
    }
  }

  function complete() {
    change.mutate(
      { complete: true },
      {
        onSuccess: () => toast.success('Case marked completed'),
        onError: (failure) =>
          toast.error(serverMessageOr(failure, 'Failed to mark the case completed')),
      },
    );
  }

  return (
    <Panel>
      <Held>
        <strong>You are assigned to this case.</strong>{' '}
        {done
          ? 'Your part is done; the NGO decides when it is resolved.'
          : 'Add progress notes as you go, and mark it completed when your part is done.'}
      </Held>
      <form onSubmit={(event) => void submitNote(event)} noValidate>
        <Field
          multiline
          label="Progress note"
          hint="The NGO and the reporter will see it in the case updates."
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          error={noteError}
          onChange={(event) => setNote(event.target.value)}
        />
        <Buttons>
          <Button type="submit" disabled={busy !== undefined}>
            {busy === 'note' ? 'Adding...' : 'Add Note'}
          </Button>
          {!done && (
            <Button variant="secondary" onClick={complete} disabled={busy !== undefined}>
              {busy === 'complete' ? 'Saving...' : 'Mark completed'}
            </Button>
          )}
        </Buttons>
      </form>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const Held = styled.p`
  margin: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
