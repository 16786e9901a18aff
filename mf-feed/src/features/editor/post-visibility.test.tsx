import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../feed-module';
import { HomePage } from '../feed';

afterEach(stopTestApi);

async function openEditor(options: Parameters<typeof renderApp>[1] = {}) {
  await renderApp(<HomePage />, { modules: [feedModule], ...options });
  await screen.findByRole('list', { name: 'Your feed' });
  await userEvent.click(screen.getByRole('button', { name: '+ New post' }));
  return await screen.findByRole('dialog', { name: 'New Post' });
}

test('a post for followers only says so on its card, and cannot be reposted', async () => {
  const dialog = await openEditor();
  const audience = within(dialog).getByLabelText('Who can see it');
  expect(audience).toHaveDisplayValue('Public: everyone');
  await userEvent.selectOptions(audience, 'Followers: your followers and the people you mention');
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Among friends');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'Not for everyone.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  const card = await within(screen.getByRole('list', { name: 'Your feed' })).findByRole('article', { name: 'Among friends' });
  expect(within(card).getByText('Followers only')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Only public posts can be reposted' })).toBeDisabled();
});

test('the editor starts on the default chosen in Settings; an edit shows who the post is for without letting it change', async () => {
  const dialog = await openEditor({
    beforeSignIn: async () => {
      const guest = await apiAs('guest');
      await guest.editProfile({ body: { defaultVisibility: 'mentioned' } });
    },
  });
  expect(within(dialog).getByLabelText('Who can see it')).toHaveDisplayValue('Mentioned: only the people you mention');
  await userEvent.keyboard('{Escape}');
  const hello = within(screen.getByRole('list', { name: 'Your feed' })).getByRole('article', { name: 'Hello there' });
  await userEvent.click(within(hello).getByRole('button', { name: 'Post options' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const editor = await screen.findByRole('dialog', { name: 'Edit Post' });
  const audience = within(editor).getByLabelText('Who can see it');
  expect(audience).toHaveDisplayValue('Public: everyone');
  expect(audience).toBeDisabled();
  expect(audience).toHaveAccessibleDescription('Who can see a post cannot change once it is posted.');
});
