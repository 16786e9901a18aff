import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from 'shell/modal';
import { lazyDialog } from './lazy-dialog';

function Greeting({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Greeting" onClose={onClose}>
      <button type="button">Wave</button>
    </Modal>
  );
}

test("focus goes back to the button that opened a dialog, though it moved on while the dialog's code was on its way", async () => {
  // The dialog's code is held until the test lets it arrive.
  let arrive: (dialog: typeof Greeting) => void = () => undefined;
  const Dialog = lazyDialog(
    () =>
      new Promise<typeof Greeting>((resolve) => {
        arrive = resolve;
      }),
  );
  function Screen() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <button type="button">Elsewhere</button>
        {open && <Dialog onClose={() => setOpen(false)} />}
      </>
    );
  }
  render(<Screen />);

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  await act(() => {
    arrive(Greeting);
    return Promise.resolve();
  });
  const dialog = await screen.findByRole('dialog', { name: 'Greeting' });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});
