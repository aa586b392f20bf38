import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@rescue/contracts';
import { serverMessageOr, Button, Field, stack } from '@rescue/web-kit';
import { areasText } from './areas-text';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  /** Escape, the backdrop and Cancel call it. */
  onClose(): void;
  children: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
}

/**
 * A modal dialog over the page: labelled by its title, focus moved into it and kept there,
 * Escape or a click on the backdrop closes it, and focus returns to where it was.
 */
export function Dialog({ title, onClose, children, description }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, []);

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Box
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
      </Box>
    </Backdrop>,
    document.body,
  );
}

/** The reasons' bounds are the API's (contracts), so the form refuses what the API would. */
export { REASON_MAX_LENGTH, REASON_MIN_LENGTH };

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence. */
  message?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  /** danger for what takes something away (reject, suspend, hide). */
  tone?: 'primary' | 'danger';
  /** Asks for a reason (required) with this label; it is passed to onConfirm. */
  reasonLabel?: string;
  reasonHint?: ReactNode;
  /** Said when the action fails without a server message. */
  failureMessage?: string;
  /**
   * Runs the action. While it runs the buttons wait; when it fails, the server's `{message}`
   * shows inside the dialog and it stays open; when it succeeds the caller closes it.
   */
  onConfirm(reason: string): Promise<unknown> | void;
  onCancel(): void;
}

/** Confirms an action, and for the ones that need it asks why. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  reasonLabel,
  reasonHint,
  failureMessage,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const words = areasText.useText();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    if (reasonLabel && text.length < REASON_MIN_LENGTH) {
      setInvalid(words('dialog.reasonTooShort', { min: REASON_MIN_LENGTH }));
      return;
    }
    setInvalid(null);
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(text);
    } catch (error) {
      if (mounted.current)
        setFailure(serverMessageOr(error, failureMessage ?? words('dialog.failed')));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <Dialog title={title} description={message} onClose={() => !busy && onCancel()}>
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        {reasonLabel && (
          <Field
            multiline
            label={reasonLabel}
            name="reason"
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint={reasonHint}
            error={invalid}
            data-autofocus
          />
        )}
        <DialogFooter
          failure={failure}
          busy={busy}
          onCancel={onCancel}
          cancel={words('dialog.cancel')}
          submit={confirmLabel}
          busyLabel={busyLabel ?? words('dialog.working')}
          danger={tone === 'danger'}
          autofocusSubmit={!reasonLabel}
        />
      </DialogForm>
    </Dialog>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.menu + 5};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)};
  background: rgba(31, 35, 40, 0.5);
  ${({ theme }) => theme.media.sm} {
    align-items: center;
  }
`;

const Box = styled.div`
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;

const Description = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** The parts of a dialog's form, for dialogs that ask more than ConfirmDialog does. */
export const DialogForm = styled.form`
  ${stack(4)}
`;

/** The server's refusal, shown inside the dialog. */
export const DialogFailure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface DialogFooterProps {
  /** The server's refusal of the last save, if any. */
  failure: string | null | undefined;
  busy: boolean;
  onCancel: () => void;
  cancel: string;
  submit: string;
  /** The submit button's words while saving. */
  busyLabel: string;
  danger?: boolean;
  /** Focus the submit button when the dialog opens (a dialog with no field to fill first). */
  autofocusSubmit?: boolean;
}

/**
 * A dialog form's end: the refusal (if any), then Cancel and the submit button, both disabled
 * while saving. Every form dialog ends this way.
 */
export function DialogFooter({
  failure,
  busy,
  onCancel,
  cancel,
  submit,
  busyLabel,
  danger = false,
  autofocusSubmit = false,
}: DialogFooterProps) {
  return (
    <>
      {failure && <DialogFailure role="alert">{failure}</DialogFailure>}
      <DialogActions>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {cancel}
        </Button>
        <Button
          type="submit"
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          data-autofocus={autofocusSubmit ? true : undefined}
        >
          {busy ? busyLabel : submit}
        </Button>
      </DialogActions>
    </>
  );
}
