import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, stopTestApi } from 'shell/testing';
import type { CommentsState } from '../store/comments-state';
import { commentSaying, holdPages, openComments, replyAs, replyTexts } from './comment-helpers';

afterEach(stopTestApi);

/** mf-comments' slice in the page's store (whose type names the shell's slices only). */
const commentsOf = (store: { getState: () => unknown }) => (store.getState() as { comments: CommentsState }).comments;

test('someone else’s reply counts up View N replies without a reload, and appears under the comment once unfolded', async () => {
  const { list } = await openComments('post-3', { liveEvents: true });
  const bakery = await commentSaying(list, 'Which bakery?');
  expect(within(bakery).queryByRole('button', { name: /^View/ })).not.toBeInTheDocument();

  const lena = await apiAs('lenaf');
  await lena.addComment({ postId: 'post-3', body: { text: 'Reply 1', parentId: 'comment-3-1' } });
  await userEvent.click(await within(bakery).findByRole('button', { name: 'View 1 reply' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  expect(await within(replies).findByText('Reply 1')).toBeInTheDocument();

  await lena.addComment({ postId: 'post-3', body: { text: 'Reply 2', parentId: 'comment-3-1' } });
  expect(await within(replies).findByText('Reply 2')).toBeInTheDocument();
  expect(replyTexts(replies, /^Reply \d$/)).toEqual(['Reply 1', 'Reply 2']);
  await userEvent.click(within(bakery).getByRole('button', { name: 'Hide replies' }));
  expect(within(bakery).getByRole('button', { name: 'View 2 replies' })).toBeInTheDocument();
});

// Bug: a reply announced while its comment's replies were loading, whose page had been read
// before the reply was stored, stayed off the list (though counted) until it was loaded again.
test('a reply announced while the replies load shows once their page has come, in its place, once', async () => {
  let held: ReturnType<typeof holdPages> | null = null;
  const { list } = await openComments('post-3', {
    liveEvents: true,
    beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', ['Reply 1']),
    before: (api) => ((held = holdPages(api)), Promise.resolve()),
  });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 1 reply' }));
  await held!.read();
  expect(within(bakery).getByRole('status')).toHaveTextContent('Loading replies…');

  await (await apiAs('priyanair')).addComment({ postId: 'post-3', body: { text: 'Reply 2', parentId: 'comment-3-1' } });
  held!.release();
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  await waitFor(() => expect(replyTexts(replies, /^Reply \d$/)).toEqual(['Reply 1', 'Reply 2']));
  expect(within(replies).getAllByRole('listitem')).toHaveLength(2);
});

test('a reply announced while Show more replies loads shows after that page, in its place, once', async () => {
  const texts = Array.from({ length: 11 }, (_, index) => `Reply ${index + 1}`);
  const { list, appStore } = await openComments('post-3', {
    liveEvents: true,
    beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', texts),
  });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 11 replies' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  await within(replies).findByText('Reply 10');

  const held = holdPages(appStore.api);
  await userEvent.click(within(bakery).getByRole('button', { name: 'Show more replies' }));
  await held.read();
  await (await apiAs('priyanair')).addComment({ postId: 'post-3', body: { text: 'Reply 12', parentId: 'comment-3-1' } });
  held.release();
  await waitFor(() => expect(replyTexts(replies, /^Reply \d+$/)).toEqual([...texts, 'Reply 12']));
  expect(within(replies).getAllByRole('listitem')).toHaveLength(12);
  expect(within(bakery).queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument();
});

test('two replies announced one after the other both show, whichever reload is answered first', async () => {
  const { list, appStore } = await openComments('post-3', {
    liveEvents: true,
    beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', ['Reply 1']),
  });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 1 reply' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  await within(replies).findByText('Reply 1');

  const held = holdPages(appStore.api);
  const priya = await apiAs('priyanair');
  await priya.addComment({ postId: 'post-3', body: { text: 'Reply 2', parentId: 'comment-3-1' } });
  await held.read(1);
  await priya.addComment({ postId: 'post-3', body: { text: 'Reply 3', parentId: 'comment-3-1' } });
  await waitFor(() => expect(commentsOf(appStore.store).byId['comment-3-1']?.replyCount).toBe(3));
  // The later reload is answered first, the earlier one (which has no Reply 3) after it.
  held.releaseCall(2);
  held.releaseCall(1);
  await held.read(2);
  await waitFor(() => expect(replyTexts(replies, /^Reply \d$/)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']));
  // Both reloads are in: what shows now stays.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(replyTexts(replies, /^Reply \d$/)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']);
});

test('a reply deleted elsewhere leaves the screen and counts down', async () => {
  const { list } = await openComments('post-3', {
    liveEvents: true,
    beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', ['Reply 1', 'Reply 2']),
  });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 2 replies' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  await within(replies).findByText('Reply 2');

  const lena = await apiAs('lenaf');
  const { comments } = await lena.getReplies({ postId: 'post-3', commentId: 'comment-3-1' });
  await lena.deleteComment({ postId: 'post-3', commentId: comments[0]!._id });
  await waitFor(() => expect(within(replies).queryByText('Reply 1')).not.toBeInTheDocument());
  await userEvent.click(within(bakery).getByRole('button', { name: 'Hide replies' }));
  expect(within(bakery).getByRole('button', { name: 'View 1 reply' })).toBeInTheDocument();
});

test('deleting one’s own reply takes it off the screen and counts down, without waiting for the announcement', async () => {
  const { list } = await openComments('post-3', {
    before: async (api) => {
      await api.addComment({ postId: 'post-3', body: { text: 'Mine 1', parentId: 'comment-3-1' } });
      await api.addComment({ postId: 'post-3', body: { text: 'Mine 2', parentId: 'comment-3-1' } });
    },
  });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 2 replies' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  const first = within(replies)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText('Mine 1'))!;
  await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Comment Deleted!')).toBeInTheDocument();
  expect(within(replies).queryByText('Mine 1')).not.toBeInTheDocument();
  expect(within(replies).getByText('Mine 2')).toBeInTheDocument();
  await userEvent.click(within(bakery).getByRole('button', { name: 'Hide replies' }));
  expect(within(bakery).getByRole('button', { name: 'View 1 reply' })).toBeInTheDocument();
});

test('deleting a comment takes its replies off the screen with it', async () => {
  // post-4's first comment is the guest's own.
  const { list, appStore } = await openComments('post-4', {
    beforeSignIn: () => replyAs('kenjisato', 'post-4', 'comment-4-1', ['Good call.', 'The Dispossessed!']),
  });
  const mine = await commentSaying(list, 'Try anything by Le Guin.');
  await userEvent.click(within(mine).getByRole('button', { name: 'View 2 replies' }));
  await within(mine).findByText('The Dispossessed!');
  await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Comment Deleted!')).toBeInTheDocument();
  expect(within(list).queryByText('Try anything by Le Guin.')).not.toBeInTheDocument();
  expect(within(list).queryByText('Good call.')).not.toBeInTheDocument();
  expect(within(list).queryByText('The Dispossessed!')).not.toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  // Nor are they kept out of sight: the page holds no record of them.
  const comments = commentsOf(appStore.store);
  expect(Object.values(comments.byId).map((comment) => comment.text)).toEqual(['Seconded.']);
  expect(comments.replies).not.toHaveProperty('comment-4-1');
});
