import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unblock } from 'shell/users';
import { apiAs, stopTestApi } from 'shell/testing';
import { commentSaying, openComments } from './comment-helpers';

afterEach(stopTestApi);

/** Opens a comment's menu and waits for its items, which need the author's record. */
async function openMenu(comment: HTMLElement) {
  await userEvent.click(within(comment).getByRole('button', { name: 'Comment options' }));
  await within(comment).findByRole('button', { name: 'Report comment' });
}

test("someone else's comment offers Report comment and Block; one's own has no such menu", async () => {
  const { list } = await openComments('post-4');
  const theirs = await commentSaying(list, 'Seconded.');
  await openMenu(theirs);
  expect(within(theirs).getByRole('button', { name: 'Block @kenjisato' })).toBeInTheDocument();
  const mine = await commentSaying(list, 'Try anything by Le Guin.');
  expect(within(mine).queryByRole('button', { name: 'Comment options' })).not.toBeInTheDocument();
});

test('Report comment sends a report of that comment', async () => {
  const { list } = await openComments('post-2', { beforeSignIn: (mock) => mock.makeAdmin('priyanair') });
  const theirs = await commentSaying(list, 'Adding it to my list.');
  await openMenu(theirs);
  await userEvent.click(within(theirs).getByRole('button', { name: 'Report comment' }));
  const dialog = screen.getByRole('dialog', { name: 'Report comment' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Thanks for your report. A moderator will look at it.')).toBeInTheDocument();
  const { reports } = await (await apiAs('priyanair')).getReports();
  expect(reports[0]).toMatchObject({ targetType: 'comment', targetId: 'comment-2-2', content: { text: 'Adding it to my list.' } });
});

test("blocking a comment's author takes their comments off the thread at once; unblocking brings them back", async () => {
  const { list, appStore } = await openComments('post-2');
  const theirs = await commentSaying(list, 'Adding it to my list.');
  await openMenu(theirs);
  await userEvent.click(within(theirs).getByRole('button', { name: 'Block @lenaf' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Block @lenaf?' })).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(within(list).queryByText('Adding it to my list.')).not.toBeInTheDocument());
  expect(within(list).getByText('Those colours are unreal.')).toBeInTheDocument();

  // Unblocked elsewhere (their profile, the settings): the thread on screen loads again.
  act(() => {
    appStore.store.dispatch(unblock.request({ userId: 'user-lena', username: 'lenaf' }));
  });
  expect(await within(list).findByText('Adding it to my list.')).toBeInTheDocument();
});
