import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { limits } from 'api-contract/limits';
import { renderApp, stopTestApi } from '../../testing/render-app';
import { LimitedField } from '../limited-field';
import { Modal } from '../modal';

afterEach(stopTestApi);

const onClose = jest.fn();

/** The field as the editors use it: a limited field that suggests mentions, in a dialog. */
function Editor() {
  const [text, setText] = useState('');
  return (
    <Modal title="Write" onClose={onClose}>
      <LimitedField label="Content" value={text} max={limits.contentMax} onChange={setText} multiline mentions />
    </Modal>
  );
}

async function openEditor() {
  const rendered = await renderApp(<Editor />);
  return { ...rendered, field: screen.getByRole('combobox', { name: 'Content' }) };
}

test('offers usernames as one types @ and letters, and the keyboard chooses one', async () => {
  const { field } = await openEditor();
  expect(field).toHaveAttribute('aria-expanded', 'false');
  await userEvent.type(field, 'Hi @pri');
  const list = await screen.findByRole('listbox', { name: 'People to mention' });
  expect(field).toHaveAttribute('aria-expanded', 'true');
  const option = within(list).getByRole('option', { name: /priyanair/ });
  expect(option).toHaveAttribute('aria-selected', 'true');
  expect(field).toHaveAttribute('aria-activedescendant', option.id);
  await userEvent.keyboard('{Enter}');
  expect(field).toHaveValue('Hi @priyanair ');
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  // Typing goes on after the name.
  await userEvent.keyboard('hello');
  expect(field).toHaveValue('Hi @priyanair hello');
  expect(screen.getByText(`${limits.contentMax - 'Hi @priyanair hello'.length} characters left`)).toBeInTheDocument();
});

test('arrow keys move through the names, round the list, and Tab chooses', async () => {
  const { field } = await openEditor();
  await userEvent.type(field, '@a');
  const list = await screen.findByRole('listbox', { name: 'People to mention' });
  await within(list).findByRole('option', { name: /kenjisato/ });
  const options = within(list).getAllByRole('option');
  expect(options.length).toBeGreaterThan(2);
  await userEvent.keyboard('{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(options[0]).toHaveAttribute('aria-selected', 'false');
  expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  const last = options.at(-1)!;
  expect(last).toHaveAttribute('aria-selected', 'true');
  // An option reads "username First Last".
  const username = last.textContent.split(' ')[0];
  await userEvent.keyboard('{Tab}');
  expect(field).toHaveFocus();
  expect(field).toHaveValue(`@${username} `);
});

test('a click on a name chooses it, in the middle of a text too', async () => {
  const { field } = await openEditor();
  await userEvent.type(field, 'Thanks  for the ride');
  // The caret goes back between the two spaces, where a name is then typed.
  (field as HTMLTextAreaElement).setSelectionRange(7, 7);
  await userEvent.type(field, '@om', { initialSelectionStart: 7, initialSelectionEnd: 7 });
  await userEvent.click(await screen.findByRole('option', { name: /omarh/ }));
  expect(field).toHaveValue('Thanks @omarh for the ride');
  expect(field).toHaveFocus();
});

test('Escape closes the list and leaves the dialog open; typing on opens it again', async () => {
  const { field } = await openEditor();
  await userEvent.type(field, '@ken');
  await screen.findByRole('option', { name: /kenjisato/ });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('dialog', { name: 'Write' })).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  // With the list closed, Enter is the field's own again: a new line.
  await userEvent.keyboard('{Enter}');
  expect(field).toHaveValue('@ken\n');
  await userEvent.type(field, '@kenj');
  expect(await screen.findByRole('option', { name: /kenjisato/ })).toBeInTheDocument();
});

test('offers nothing inside an email address, and does not ask the server', async () => {
  const { field, appStore } = await openEditor();
  await userEvent.type(field, 'write to priya@priy');
  // Longer than the search waits before asking.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(Object.keys(appStore.store.getState().users.searches)).toEqual([]);
});
