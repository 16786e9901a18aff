import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';

afterEach(stopTestApi);

async function openComments(postId: string) {
  await renderApp(<CommentsPage />, { route: `/comments/${postId}`, path: '/comments/:postId', modules: [commentsModule] });
  return screen.findByRole('list', { name: 'Comments' });
}

/** The comment in `list` that says `text`, once it shows (a comment shows when the API has stored it). */
function item(list: HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = within(list)
      .getAllByRole('listitem')
      .find((entry) => within(entry).queryByText(text));
    if (!found) throw new Error(`No comment says "${text}"`);
    return found;
  });
}

test('a comment is posted as the signed-in user, shown with its real age, and the form empties', async () => {
  await openComments('post-2');
  const box = screen.getByLabelText('Comment');
  expect(box).toHaveAttribute('placeholder', 'Comment as @guest…');
  await userEvent.type(box, 'Stunning.');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  const mine = await item(await screen.findByRole('list', { name: 'Comments' }), 'Stunning.');
  expect(within(mine).getByRole('link', { name: '@guest' })).toBeInTheDocument();
  expect(within(mine).getByText('just now')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Comment')).toHaveValue(''));
});

test('an empty comment is refused with words', async () => {
  await openComments('post-2');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(screen.getByText('Comment is required.')).toBeInTheDocument();
});

test('the author edits their comment in the Edit Comment dialog and deletes it', async () => {
  await openComments('post-2');
  await userEvent.type(screen.getByLabelText('Comment'), 'First draft');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  let mine = await item(await screen.findByRole('list', { name: 'Comments' }), 'First draft');
  await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Comment' });
  await userEvent.clear(within(dialog).getByLabelText('Comment'));
  await userEvent.type(within(dialog).getByLabelText('Comment'), 'Second draft');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Comment Updated!')).toBeInTheDocument();
  mine = await item(screen.getByRole('list', { name: 'Comments' }), 'Second draft');
  await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Comment Deleted!')).toBeInTheDocument();
  expect(screen.queryByText('Second draft')).not.toBeInTheDocument();
});

test("others' comments have no Edit or Delete on someone else's post", async () => {
  const list = await openComments('post-2');
  const theirs = await item(list, 'Those colours are unreal.');
  expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

test("the post's author may delete others' comments on it, but not edit them", async () => {
  const list = await openComments('post-6');
  const theirs = await item(list, 'Welcome aboard!');
  // Who wrote the post is known once mf-feed's copy of it has loaded.
  const remove = await within(theirs).findByRole('button', { name: 'Delete' });
  expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  await userEvent.click(remove);
  expect(await screen.findByText('Comment Deleted!')).toBeInTheDocument();
  expect(within(list).queryByText('Welcome aboard!')).not.toBeInTheDocument();
});

test('upvote and downvote show their counts and which way the signed-in user voted', async () => {
  const list = await openComments('post-1');
  const comment = await item(list, 'Worth the alarm!');
  await userEvent.click(within(comment).getByRole('button', { name: /Upvote/ }));
  expect(await within(comment).findByRole('button', { name: 'Upvote, 1', pressed: true })).toBeInTheDocument();
  await userEvent.click(within(comment).getByRole('button', { name: /Downvote/ }));
  expect(await within(comment).findByRole('button', { name: 'Downvote, 1', pressed: true })).toBeInTheDocument();
  expect(within(comment).getByRole('button', { name: 'Upvote, 0', pressed: false })).toBeInTheDocument();
});

test('pressing the pressed vote again takes it back', async () => {
  const list = await openComments('post-1');
  const comment = await item(list, 'Worth the alarm!');
  await userEvent.click(within(comment).getByRole('button', { name: 'Upvote, 0' }));
  await userEvent.click(await within(comment).findByRole('button', { name: 'Upvote, 1', pressed: true }));
  expect(await within(comment).findByRole('button', { name: 'Upvote, 0', pressed: false })).toBeInTheDocument();
  expect(within(comment).getByRole('button', { name: 'Downvote, 0', pressed: false })).toBeInTheDocument();
});
