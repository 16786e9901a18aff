import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { ExplorePage } from '../../feed';

afterEach(stopTestApi);

async function openExplore() {
  await renderApp(<ExplorePage />, { modules: [feedModule] });
  return screen.findByRole('list', { name: 'All posts' });
}

const card = (list: HTMLElement, caption: string) => within(list).getByRole('article', { name: caption });

test("the author's menu edits the post", async () => {
  const list = await openExplore();
  await userEvent.click(within(card(list, 'Hello there')).getByRole('button', { name: 'Post options' }));
  await userEvent.click(within(card(list, 'Hello there')).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
  expect(within(dialog).getByLabelText('Caption')).toHaveValue('Hello there');
  await userEvent.clear(within(dialog).getByLabelText('Caption'));
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Hello again');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Updated!')).toBeInTheDocument();
  expect(await within(list).findByRole('article', { name: 'Hello again' })).toBeInTheDocument();
});

test("the author's menu deletes the post, and the menu is gone with it", async () => {
  const list = await openExplore();
  await userEvent.click(within(card(list, 'Hello there')).getByRole('button', { name: 'Post options' }));
  await userEvent.click(within(card(list, 'Hello there')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Post Deleted!')).toBeInTheDocument();
  expect(within(list).queryByRole('article', { name: 'Hello there' })).not.toBeInTheDocument();
  expect(within(list).getAllByRole('article')).toHaveLength(5);
});

// The described app offered only "unfollow" to everyone but the author.
test("someone else's post offers Follow + or Unfollow, whichever applies", async () => {
  const list = await openExplore();
  await userEvent.click(within(card(list, 'Sunday ride')).getByRole('button', { name: 'Post options' }));
  expect(await within(card(list, 'Sunday ride')).findByRole('button', { name: 'Follow + omarh' })).toBeInTheDocument();
  expect(within(card(list, 'Sunday ride')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  await userEvent.click(within(card(list, 'Ridge walk')).getByRole('button', { name: 'Post options' }));
  expect(await within(card(list, 'Ridge walk')).findByRole('button', { name: 'Unfollow priyanair' })).toBeInTheDocument();
});

test('bookmarking toggles, with the spec toasts', async () => {
  const list = await openExplore();
  await userEvent.click(within(card(list, 'Ridge walk')).getByRole('button', { name: 'Bookmark' }));
  expect(await screen.findByText('Successfully Bookmarked!')).toBeInTheDocument();
  await userEvent.click(await within(card(list, 'Ridge walk')).findByRole('button', { name: 'Remove bookmark' }));
  expect(await screen.findByText('Removed from Bookmarked!')).toBeInTheDocument();
});
