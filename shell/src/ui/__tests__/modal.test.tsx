import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../modal';

/** A page behind a dialog whose Send button waits (disabled) once pressed, as a form's does while it is sent. */
function PageWithDialog() {
  const [open, setOpen] = useState(true);
  const [sending, setSending] = useState(false);
  return (
    <>
      <button type="button">Behind the dialog</button>
      {open && (
        <Modal title="Write" onClose={() => setOpen(false)}>
          <input aria-label="Words" />
          <button type="button" disabled={sending} onClick={() => setSending(true)}>
            Send
          </button>
        </Modal>
      )}
    </>
  );
}

test('Escape closes a dialog whose focused button waits while it sends', async () => {
  render(<PageWithDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Write' })).not.toBeInTheDocument();
});

test('Tab stays in a dialog whose focused button waits while it sends', async () => {
  render(<PageWithDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.tab();
  expect(screen.getByRole('dialog', { name: 'Write' })).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('button', { name: 'Behind the dialog' })).not.toHaveFocus();
});
