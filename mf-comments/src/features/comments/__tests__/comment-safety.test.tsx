import { act, screen, waitFor, within } from '@testing-library/react';
import { unblock } from 'shell/users';
import userEvent from '@testing-library/user-event';
import { apiAs, renderApp, stopTestApi } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';

afterEach(stopTestApi);

async function openComments(postId: string, options: Parameters<typeof renderApp>[1] = {}) {
  const { appStore } = await renderApp(<CommentsPage />, {
    route: `/comments/${postId}`,
    path: '/comments/:postId',
    modules: [commentsModule],
    ...options,
  });
  const list = await screen.findByRole('list', { name: 'Comments' });
  return { list, store: appStore.store };
}

/** The comment in `list` that says `text`. */
function item(list: HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = within(list)
      .getAllByRole('listitem')
      .find((entry) => within(entry).queryByText(text));
    if (!found) throw new Error(`No comment says "${text}"`);
    return found;
  });
}

/** Opens a comment's menu and waits for its items, which need the author's record. */
async function openMenu(comment: HTMLElement) {
  await userEvent.click(within(comment).getByRole('button', { name: 'Comment options' }));
  await within(comment).findByRole('button', { name: 'Report comment' });
}

test("someone else's comment offers Report comment and Block; one's own has no such menu", async () => {
  const { list } = await openComments('post-4');
  const theirs = await item(list, 'Seconded.');
  await openMenu(theirs);
  expect(within(theirs).getByRole('button', { name: 'Block @kenjisato' })).toBeInTheDocument();
  const mine = await item(list, 'Try anything by Le Guin.');
  expect(within(mine).queryByRole('button', { name: 'Comment options' })).not.toBeInTheDocument();
});

test('Report comment sends a report of that comment', async () => {
  const { list } = await openComments('post-2', { beforeSignIn: (mock) => mock.makeAdmin('priyanair') });
  const theirs = await item(list, 'Adding it to my list.');
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
  const { list, store } = await openComments('post-2');
  const theirs = await item(list, 'Adding it to my list.');
  await openMenu(theirs);
  await userEvent.click(within(theirs).getByRole('button', { name: 'Block @lenaf' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Block @lenaf?' })).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(within(list).queryByText('Adding it to my list.')).not.toBeInTheDocument());
  expect(within(list).getByText('Those colours are unreal.')).toBeInTheDocument();

  // Unblocked elsewhere (their profile, the settings): the thread on screen loads again.
  act(() => {
    store.dispatch(unblock.request({ userId: 'user-lena', username: 'lenaf' }));
  });
  expect(await within(list).findByText('Adding it to my list.')).toBeInTheDocument();
});
