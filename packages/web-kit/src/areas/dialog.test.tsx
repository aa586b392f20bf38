import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithKit } from '../../testing/render';
import { ConfirmDialog } from './dialog';

function Harness({ onConfirm }: { onConfirm(reason: string): Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Suspend Asha
      </button>
      {open && (
        <ConfirmDialog
          title="Suspend Asha?"
          message="Every session ends at once."
          confirmLabel="Suspend"
          tone="danger"
          reasonLabel="Reason"
          onConfirm={async (reason) => {
            await onConfirm(reason);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

test('a modal, labelled and described, with focus in its field, kept inside, and given back', async () => {
  const { user } = renderWithKit(<Harness onConfirm={async () => undefined} />);
  const opener = screen.getByRole('button', { name: 'Suspend Asha' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Suspend Asha?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Every session ends at once.');
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  expect(reason).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Suspend' })).toHaveFocus();
  await user.tab();
  expect(reason).toHaveFocus();
  await user.tab({ shift: true });
  expect(within(dialog).getByRole('button', { name: 'Suspend' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the reason is required and trimmed; the buttons wait while the action runs', async () => {
  let finish!: () => void;
  const confirmed: string[] = [];
  const { user } = renderWithKit(
    <Harness
      onConfirm={(reason) => {
        confirmed.push(reason);
        return new Promise<void>((resolve) => (finish = resolve));
      }}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Suspend Asha' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByRole('textbox'), '  no ');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(within(dialog).getByRole('textbox')).toHaveAccessibleDescription(
    'Please give a reason of at least 3 characters',
  );
  expect(confirmed).toEqual([]);
  await user.type(within(dialog).getByRole('textbox'), 'show');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(confirmed).toEqual(['no show']);
  expect(within(dialog).getByRole('button', { name: 'Working…' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  finish();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
