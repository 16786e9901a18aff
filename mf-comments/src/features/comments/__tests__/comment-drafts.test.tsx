import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSeedUsers } from 'api-contract/seed';
import { opened } from 'api-contract/testing/opened-session';
import { login, logout } from 'shell/session';
import { fetchComments } from '../store/comments-actions';
import { selectCommentThread, selectReplies, type WithComments } from '../store/comments-slice';
import { holdCalls, stopTestApi } from 'shell/testing';
import { commentSaying, failAddComment, holdAddComment, openComments, writeReply } from './comment-helpers';

afterEach(stopTestApi);

/** The app's state as this remote reads it (the shell's store holds the remote's reducer, registered by the test). */
const commentsOf = (appStore: { store: { getState: () => unknown } }) => appStore.store.getState() as WithComments;

// Seed: post-3 is omarh's; kenjisato's "Which bakery?" (comment-3-1) is one of its comments.
const commentKey = 'social:draft:user-guest:comment:post-3';
const replyKey = 'social:draft:user-guest:reply:comment-3-1';

/** The comments page of post-3 opened again (a reload): this browser's storage as the last page left it. */
async function openAgain(unmount: () => void) {
  unmount();
  const kept = Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''] as const);
  return openComments('post-3', {
    before: () => {
      kept.forEach(([key, value]) => localStorage.setItem(key, value));
      return Promise.resolve();
    },
  });
}

test('a comment half typed is there again when the page opens again, with "You have a draft"', async () => {
  const { unmount } = await openComments('post-3');
  const form = screen.getByRole('form', { name: 'Add a comment' });
  expect(within(form).queryByText('You have a draft.')).not.toBeInTheDocument();
  await userEvent.type(within(form).getByRole('combobox', { name: 'Comment' }), 'Half a thought');
  await openAgain(unmount);
  const again = screen.getByRole('form', { name: 'Add a comment' });
  expect(within(again).getByRole('combobox', { name: 'Comment' })).toHaveValue('Half a thought');
  expect(within(again).getByRole('status')).toHaveTextContent('You have a draft.');
});

test('Discard draft empties the comment and forgets it; a comment the server has leaves no draft', async () => {
  const { unmount } = await openComments('post-3');
  await userEvent.type(screen.getByRole('combobox', { name: 'Comment' }), 'Not this');
  await openAgain(unmount);
  await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
  expect(screen.getByRole('combobox', { name: 'Comment' })).toHaveValue('');
  expect(screen.queryByText('You have a draft.')).not.toBeInTheDocument();
  expect(localStorage.getItem(commentKey)).toBeNull();

  await userEvent.type(screen.getByRole('combobox', { name: 'Comment' }), 'This one.');
  await waitFor(() => expect(localStorage.getItem(commentKey)).not.toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Comment' })).toHaveValue(''));
  expect(localStorage.getItem(commentKey)).toBeNull();
});

test('a reply half typed comes back when Reply opens that comment’s form again after a reload', async () => {
  const first = await openComments('post-3');
  await writeReply(await commentSaying(first.list, 'Which bakery?'), 'kenjisato', 'The one by');
  const { list } = await openAgain(first.unmount);
  const bakery = await commentSaying(list, 'Which bakery?');
  expect(within(bakery).queryByRole('combobox', { name: 'Reply to @kenjisato' })).not.toBeInTheDocument();
  await userEvent.click(within(bakery).getByRole('button', { name: 'Reply' }));
  expect(within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' })).toHaveValue('The one by');
  expect(within(bakery).getByRole('status')).toHaveTextContent('You have a draft.');

  await userEvent.type(within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' }), ' the bridge.');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));
  await waitFor(() => expect(within(bakery).queryByText('Sending…')).not.toBeInTheDocument());
  expect(localStorage.getItem(replyKey)).toBeNull();
});

test('a comment sent just before the page is left leaves no draft to post twice', async () => {
  let held: ReturnType<typeof holdAddComment> | null = null;
  const { unmount, appStore } = await openComments('post-3', { before: (api) => ((held = holdAddComment(api)), Promise.resolve()) });
  await userEvent.type(screen.getByRole('combobox', { name: 'Comment' }), 'Sent on the way out.');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  // The page goes while the comment is on its way (the request goes on without it): its draft went as it was sent.
  unmount();
  expect(localStorage.getItem(commentKey)).toBeNull();
  held!.release();
  await waitFor(() => expect(selectCommentThread('post-3')(commentsOf(appStore)).added).toBe(1));
  expect(localStorage.getItem(commentKey)).toBeNull();
});

test('a comment the server refuses after the page is left is kept as a draft again', async () => {
  let refuse: () => void = () => undefined;
  const { unmount } = await openComments('post-3', { before: (api) => ((refuse = failAddComment(api).fail), Promise.resolve()) });
  await userEvent.type(screen.getByRole('combobox', { name: 'Comment' }), 'Not lost.');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  unmount();
  expect(localStorage.getItem(commentKey)).toBeNull();
  refuse();
  await waitFor(() => expect(localStorage.getItem(commentKey)).toContain('Not lost.'));
});

test('a reply sent just before the page is left leaves no draft to send twice; one refused is kept again', async () => {
  let held: ReturnType<typeof holdAddComment> | null = null;
  const first = await openComments('post-3', { before: (api) => ((held = holdAddComment(api)), Promise.resolve()) });
  await writeReply(await commentSaying(first.list, 'Which bakery?'), 'kenjisato', 'The one by the station');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  first.unmount();
  expect(localStorage.getItem(replyKey)).toBeNull();
  held!.release();
  await waitFor(() => expect(selectReplies('comment-3-1')(commentsOf(first.appStore)).sending).toBeNull());
  expect(localStorage.getItem(replyKey)).toBeNull();

  let refuse: () => void = () => undefined;
  const second = await openComments('post-3', { before: (api) => ((refuse = failAddComment(api).fail), Promise.resolve()) });
  await writeReply(await commentSaying(second.list, 'Which bakery?'), 'kenjisato', 'Not lost either');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  second.unmount();
  expect(localStorage.getItem(replyKey)).toBeNull();
  refuse();
  await waitFor(() => expect(localStorage.getItem(replyKey)).toContain('Not lost either'));
});

test('a comment that fails after its writer signed out and someone else signed in is nobody’s draft', async () => {
  let refuse: () => void = () => undefined;
  const { appStore } = await openComments('post-3', { before: (api) => ((refuse = failAddComment(api).fail), Promise.resolve()) });
  await userEvent.type(screen.getByRole('combobox', { name: 'Comment' }), 'Private words of the guest');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  act(() => void appStore.store.dispatch(logout({})));
  const kenji = buildSeedUsers().find((user) => user.username === 'kenjisato')!;
  const { foundUser, encodedToken } = opened(await appStore.api.login({ body: { username: 'kenjisato', password: kenji.password } }));
  act(() => void appStore.store.dispatch(login.success({ token: encodedToken, user: foundUser })));
  refuse();
  await waitFor(() => expect(selectCommentThread('post-3')(commentsOf(appStore)).adding).toBe('failed'));
  expect(Object.keys(localStorage).filter((key) => key.startsWith('social:draft:'))).toEqual([]);
});

test('Discard draft in a reply form forgets the draft; the form opened again later says nothing of one', async () => {
  const first = await openComments('post-3');
  await writeReply(await commentSaying(first.list, 'Which bakery?'), 'kenjisato', 'Not sent');
  const { list } = await openAgain(first.unmount);
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Reply' }));
  await userEvent.click(within(bakery).getByRole('button', { name: 'Discard draft' }));
  expect(within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' })).toHaveValue('');
  expect(within(bakery).queryByText('You have a draft.')).not.toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem(replyKey)).toBeNull());
  await userEvent.type(within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' }), 'Something else');
  expect(within(bakery).queryByText('You have a draft.')).not.toBeInTheDocument();
});

test('while a comment is being sent its words cannot change, so the box empties of nothing unsent', async () => {
  let held: ReturnType<typeof holdAddComment> | null = null;
  const { list } = await openComments('post-3', { before: (api) => ((held = holdAddComment(api)), Promise.resolve()) });
  const box = screen.getByRole('combobox', { name: 'Comment' });
  await userEvent.type(box, 'First comment.');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(held!.calls).toHaveBeenCalledTimes(1));
  expect(box).toHaveAttribute('readonly');
  await userEvent.type(box, ' And a second thought');
  expect(box).toHaveValue('First comment.');
  held!.release();
  await commentSaying(list, 'First comment.');
  await waitFor(() => expect(box).toHaveValue(''));
  expect(box).not.toHaveAttribute('readonly');
  await userEvent.type(box, 'Next one');
  expect(box).toHaveValue('Next one');
});

/** Opens Edit on `comment`, writes `text` over its words, and presses Update: the dialog and its field. */
async function rewrite(comment: HTMLElement, text: string) {
  await userEvent.click(within(comment).getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Comment' });
  const field = within(dialog).getByRole('combobox', { name: 'Comment' });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
  return { dialog, field };
}

test('an edit the server refuses leaves the dialog open with the rewritten words, to update again', async () => {
  const { list, appStore } = await openComments('post-3');
  await userEvent.type(screen.getByRole('combobox', { name: 'Comment' }), 'Original words');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  const mine = await commentSaying(list, 'Original words');
  const edit = jest.spyOn(appStore.api, 'editComment').mockRejectedValueOnce(new Error('offline'));
  const { dialog, field } = await rewrite(mine, 'A long careful rewrite');
  expect(await screen.findByText('Could not update the comment.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Comment' })).toBe(dialog);
  expect(field).toHaveValue('A long careful rewrite');

  edit.mockRestore();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Comment Updated!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Comment' })).not.toBeInTheDocument());
  await commentSaying(list, 'A long careful rewrite');
});

test('an edit refused after the thread was read again meanwhile still leaves the dialog open with the rewrite', async () => {
  const { list, appStore } = await openComments('post-3');
  await userEvent.type(screen.getByRole('combobox', { name: 'Comment' }), 'Original words');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  const mine = await commentSaying(list, 'Original words');
  const { fail: refuse } = failAddComment(appStore.api, 'editComment');
  const { dialog, field } = await rewrite(mine, 'A long careful rewrite');
  // Someone else comments meanwhile: the thread is read again, each comment's record with it.
  const reads = jest.spyOn(appStore.api, 'getComments');
  const threadBefore = commentsOf(appStore).comments.byId;
  act(() => void appStore.store.dispatch(fetchComments.request({ postId: 'post-3', cursor: null, again: true })));
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(commentsOf(appStore).comments.byId).not.toBe(threadBefore));
  refuse();
  expect(await screen.findByText('Could not update the comment.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Comment' })).toBe(dialog);
  expect(field).toHaveValue('A long careful rewrite');
});

/** The guest's draft of an edit of `commentId`, as this browser keeps it. */
const editDraftOf = (commentId: string) => localStorage.getItem(`social:draft:user-guest:comment-edit:${commentId}`);

/** The guest's comment on post 3, written and shown, with the API to hold its edits: the comment's element and id. */
async function ownComment() {
  const opened = await openComments('post-3');
  await userEvent.type(screen.getByRole('combobox', { name: 'Comment' }), 'Original words');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  const mine = await commentSaying(opened.list, 'Original words');
  const id = Object.values(commentsOf(opened.appStore).comments.byId).find((comment) => comment.text === 'Original words')!._id;
  return { ...opened, mine, id };
}

test('an edit closed while on its way, which then fails, opens again on the rewrite as a draft', async () => {
  const { mine, id, appStore } = await ownComment();
  const held = holdCalls(appStore.api, 'editComment');
  await rewrite(mine, 'A long careful rewrite');
  await waitFor(() => expect(held.calls).toHaveBeenCalledTimes(1));
  // Gone as it was sent: a reload while it is on its way leaves nothing to send twice.
  expect(editDraftOf(id)).toBeNull();
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit Comment' })).getByRole('button', { name: 'Close' }));
  held.fail();
  expect(await screen.findByText('Could not update the comment.')).toBeInTheDocument();
  await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Comment' });
  expect(within(dialog).getByText('You have a draft.')).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Comment' })).toHaveValue('A long careful rewrite');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
  expect(within(dialog).getByRole('combobox', { name: 'Comment' })).toHaveValue('Original words');
  await waitFor(() => expect(editDraftOf(id)).toBeNull());
});

test('an edit opened again while its first send is on its way takes the rewrite back when that fails', async () => {
  const { mine, appStore } = await ownComment();
  const held = holdCalls(appStore.api, 'editComment');
  await rewrite(mine, 'A long careful rewrite');
  await waitFor(() => expect(held.calls).toHaveBeenCalledTimes(1));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit Comment' })).getByRole('button', { name: 'Close' }));
  await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
  const field = within(screen.getByRole('dialog', { name: 'Edit Comment' })).getByRole('combobox', { name: 'Comment' });
  expect(field).toHaveValue('Original words');
  held.fail();
  await waitFor(() => expect(field).toHaveValue('A long careful rewrite'));
  expect(screen.getByText('You have a draft.')).toBeInTheDocument();
});

test('a stored edit leaves no draft behind', async () => {
  const { mine, id, list } = await ownComment();
  await rewrite(mine, 'Rewritten ');
  expect(await screen.findByText('Comment Updated!')).toBeInTheDocument();
  await commentSaying(list, 'Rewritten');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Comment' })).not.toBeInTheDocument());
  expect(editDraftOf(id)).toBeNull();
  await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
  expect(screen.queryByText('You have a draft.')).not.toBeInTheDocument();
});

test('an edit the server stored though its answer was lost is offered as no draft once the thread shows it', async () => {
  const { mine, id, appStore, list } = await ownComment();
  const edit = appStore.api.editComment;
  jest.spyOn(appStore.api, 'editComment').mockImplementationOnce(async (args) => {
    await edit(args);
    throw new Error('the answer was lost');
  });
  await rewrite(mine, 'Stored words');
  expect(await screen.findByText('Could not update the comment.')).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit Comment' })).getByRole('button', { name: 'Close' }));
  expect(editDraftOf(id)).toContain('Stored words');
  // The thread read again: the comment says what the edit said.
  act(() => void appStore.store.dispatch(fetchComments.request({ postId: 'post-3', cursor: null, again: true })));
  const stored = await commentSaying(list, 'Stored words');
  await userEvent.click(within(stored).getByRole('button', { name: 'Edit' }));
  expect(screen.queryByText('You have a draft.')).not.toBeInTheDocument();
  expect(within(screen.getByRole('dialog', { name: 'Edit Comment' })).getByRole('combobox', { name: 'Comment' })).toHaveValue(
    'Stored words',
  );
  expect(editDraftOf(id)).toBeNull();
});
