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

test('Tab from a status that took focus in a dialog goes on to the control after it', async () => {
  render(
    <Modal title="Thanks" onClose={() => undefined}>
      <p tabIndex={-1} role="status">
        Thanks for telling us.
      </p>
      <button type="button">Block</button>
      <button type="button">Done</button>
    </Modal>,
  );
  screen.getByRole('status').focus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
});

test('Escape with focus lost closes only the dialog opened last', async () => {
  const closed: string[] = [];
  render(
    <>
      <Modal title="Below" onClose={() => closed.push('Below')}>
        <button type="button">Below’s button</button>
      </Modal>
      <Modal title="Above" onClose={() => closed.push('Above')}>
        <button type="button">Above’s button</button>
      </Modal>
    </>,
  );
  (document.activeElement as HTMLElement | null)?.blur();
  expect(document.activeElement).toBe(document.body);
  await userEvent.keyboard('{Escape}');
  expect(closed).toEqual(['Above']);
});

test('Tab from a status after the last control goes round to the first, not out of the dialog', async () => {
  render(
    <>
      <button type="button">Behind the dialog</button>
      <Modal title="Done" onClose={() => undefined}>
        <button type="button">Done</button>
        <p tabIndex={-1} role="status">
          Saved.
        </p>
      </Modal>
    </>,
  );
  screen.getByRole('status').focus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  screen.getByRole('status').focus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
});
