import type { TextValues } from '@rescue/web-kit';
import { ConfirmDialog } from '@rescue/web-kit/areas';
import { adminText, type AdminKeyPrefix, type AdminTextKey } from '../i18n/text';

/** A confirmation whose words are all in the catalogue under one prefix. */
export type ConfirmKeys = AdminKeyPrefix<'title'> &
  AdminKeyPrefix<'message'> &
  AdminKeyPrefix<'confirm'> &
  AdminKeyPrefix<'busy'> &
  AdminKeyPrefix<'failure'>;

interface ConfirmActionProps {
  /** Where its words are: `.title` (with `values`), `.message`, `.confirm`, `.busy`, `.failure`. */
  keys: ConfirmKeys;
  values: TextValues;
  /** A title other than `.title`'s, for an action that reads differently in some states. */
  title?: string;
  /** For what takes something away: in red, and it asks why (labelled by `.reason`). */
  asksReason?: boolean;
  /** Asks the server; its message is the toast once done. */
  send(reason: string): Promise<{ message: string }>;
  /** The page's usePendingAction: done when the server has made the change, cleared on cancel. */
  decision: { done(result: { message: string }): void; setPending(cleared: null): void };
}

/** An operator's action to confirm, worded from the console's catalogue. */
export function ConfirmAction({
  keys,
  values,
  title,
  asksReason = false,
  send,
  decision,
}: ConfirmActionProps) {
  const text = adminText.useText();
  return (
    <ConfirmDialog
      title={title ?? text(`${keys}.title`, values)}
      message={text(`${keys}.message`)}
      confirmLabel={text(`${keys}.confirm`)}
      busyLabel={text(`${keys}.busy`)}
      tone={asksReason ? 'danger' : 'primary'}
      // Every action that asks why has a `.reason` label (the page tests open each one).
      reasonLabel={asksReason ? text(`${keys}.reason` as AdminTextKey) : undefined}
      failureMessage={text(`${keys}.failure`)}
      onConfirm={async (reason) => decision.done(await send(reason))}
      onCancel={() => decision.setPending(null)}
    />
  );
}
