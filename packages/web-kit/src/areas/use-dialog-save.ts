import { useState } from 'react';
import { serverMessageOr } from '../api/server-message';

/** A dialog's save as it runs: what the dialog shows while it does, and after a refusal. */
export interface DialogSave<Input> {
  /** The server's refusal (else the fallback), shown in the dialog, which stays open. */
  failure: string | null;
  busy: boolean;
  save(input: Input): Promise<void>;
}

/**
 * A dialog's save: busy while it runs; a refusal is kept to show and ends the busy state. On
 * success the caller closes the dialog.
 */
export function useDialogSave<Input>(
  onSave: (input: Input) => Promise<unknown>,
  fallback: string,
): DialogSave<Input> {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(input: Input) {
    setFailure(null);
    setBusy(true);
    try {
      await onSave(input);
    } catch (error) {
      setFailure(serverMessageOr(error, fallback));
      setBusy(false);
    }
  }
  return { failure, busy, save };
}
