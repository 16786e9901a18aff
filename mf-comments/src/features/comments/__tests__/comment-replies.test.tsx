import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, stopTestApi } from 'shell/testing';
import { commentSaying, holdAddComment, openComments, replyAs, replyTexts, writeReply } from './comment-helpers';

afterEach(stopTestApi);

// Seed: post-3 is omarh's; its comments are kenjisato's "Which bakery?" (comment-3-1) and
// priyanair's "Respect for the distance." (comment-3-2).

test('a reply sent from the form under a comment shows under it at once, pending until stored, and the form closes', async () => {
  let held: ReturnType<typeof holdAddComment> | null = null;
  const { list } = await openComments('post-3', { before: (api) => ((held = holdAddComment(api)), Promise.resolve()) });
  const bakery = await commentSaying(list, 'Which bakery?');
  const box = await writeReply(bakery, 'kenjisato', '');
  expect(box).toHaveFocus();
  expect(box).toHaveValue('');
  expect(within(bakery).getByText('280 characters left')).toBeInTheDocument();

  await userEvent.type(box, 'The one by the bridge.');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));
  // The reply shows at once, pending, and the form makes way for it; the comment's Reply keeps the focus.
  const replies = within(bakery).getByRole('list', { name: 'Replies to @kenjisato' });
  expect(within(bakery).getAllByText('The one by the bridge.')).toHaveLength(1);
  expect(within(replies).getByText('The one by the bridge.')).toBeInTheDocument();
  expect(within(replies).getByText('Sending…')).toBeInTheDocument();
  expect(within(bakery).queryByRole('combobox', { name: 'Reply to @kenjisato' })).not.toBeInTheDocument();
  expect(within(bakery).getByRole('button', { name: 'Reply' })).toHaveFocus();

  held!.release();
  await waitFor(() => expect(within(replies).queryByText('Sending…')).not.toBeInTheDocument());
  const reply = within(replies).getByRole('listitem');
  expect(within(reply).getByText('The one by the bridge.')).toBeInTheDocument();
  expect(within(reply).getByRole('link', { name: '@guest' })).toBeInTheDocument();
  expect(within(reply).getByText('just now')).toBeInTheDocument();
  expect(within(bakery).queryByRole('combobox', { name: 'Reply to @kenjisato' })).not.toBeInTheDocument();
  expect(within(bakery).getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
  // A reply is not a comment on the post: the post's list still holds its two comments.
  expect(
    within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list),
  ).toHaveLength(2);

  const { comments } = await (await apiAs('kenjisato')).getReplies({ postId: 'post-3', commentId: 'comment-3-1' });
  expect(comments).toMatchObject([{ text: 'The one by the bridge.', username: 'guest', parentId: 'comment-3-1' }]);
});

test('View N replies unfolds a comment’s replies, oldest first, and Hide replies folds them away', async () => {
  const { list } = await openComments('post-3', {
    beforeSignIn: async () => {
      await replyAs('lenaf', 'post-3', 'comment-3-1', ['Reply 1']);
      await replyAs('priyanair', 'post-3', 'comment-3-1', ['Reply 2']);
      await replyAs('lenaf', 'post-3', 'comment-3-2', ['Reply A']);
    },
  });
  const bakery = await commentSaying(list, 'Which bakery?');
  const respect = await commentSaying(list, 'Respect for the distance.');
  expect(within(respect).getByRole('button', { name: 'View 1 reply' })).toBeInTheDocument();
  const view = within(bakery).getByRole('button', { name: 'View 2 replies' });
  expect(view).toHaveAttribute('aria-expanded', 'false');
  expect(within(bakery).queryByText('Reply 1')).not.toBeInTheDocument();

  await userEvent.click(view);
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  expect(replyTexts(replies, /^Reply \d$/)).toEqual(['Reply 1', 'Reply 2']);
  expect(within(within(replies).getAllByRole('listitem')[1]!).getByRole('link', { name: '@priyanair' })).toBeInTheDocument();
  expect(within(respect).queryByText('Reply A')).not.toBeInTheDocument();

  await userEvent.click(within(bakery).getByRole('button', { name: 'Hide replies', expanded: true }));
  expect(within(bakery).queryByRole('list', { name: 'Replies to @kenjisato' })).not.toBeInTheDocument();
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 2 replies' }));
  expect(replyTexts(within(bakery).getByRole('list', { name: 'Replies to @kenjisato' }), /^Reply \d$/)).toEqual(['Reply 1', 'Reply 2']);
});

test('many replies come a page at a time, oldest first, with Show more replies while there are more', async () => {
  const texts = Array.from({ length: 23 }, (_, index) => `Reply ${index + 1}`);
  const { list } = await openComments('post-3', { beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', texts) });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 23 replies' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  expect(replyTexts(replies, /^Reply \d+$/)).toEqual(texts.slice(0, 10));

  await userEvent.click(within(bakery).getByRole('button', { name: 'Show more replies' }));
  await within(replies).findByText('Reply 20');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Show more replies' }));
  await within(replies).findByText('Reply 23');
  expect(replyTexts(replies, /^Reply \d+$/)).toEqual(texts);
  expect(within(bakery).queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument();
});

test('Reply on a reply answers the same comment, with the reply’s author named in the form', async () => {
  const { list } = await openComments('post-3', { beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', ['The river one.']) });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 1 reply' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  await userEvent.click(within(within(replies).getByRole('listitem')).getByRole('button', { name: 'Reply' }));

  const box = within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' });
  expect(box).toHaveValue('@lenaf ');
  expect(box).toHaveFocus();
  await userEvent.type(box, 'thanks, going Sunday');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));
  const said = await within(replies).findByText(
    (_content, element) => element?.tagName === 'P' && element.textContent === '@lenaf thanks, going Sunday',
  );
  expect(within(replies).getAllByRole('listitem')).toHaveLength(2);
  // The name typed in is a mention: it links the profile it names.
  expect(within(said).getByRole('link', { name: '@lenaf' })).toHaveAttribute('href', '/profile/lenaf');

  const { comments } = await (await apiAs('kenjisato')).getReplies({ postId: 'post-3', commentId: 'comment-3-1' });
  expect(comments.map((reply) => [reply.text, reply.parentId])).toEqual([
    ['The river one.', 'comment-3-1'],
    ['@lenaf thanks, going Sunday', 'comment-3-1'],
  ]);
});

test('an empty reply and one over the comment limit are refused with words, and nothing is sent', async () => {
  let held: ReturnType<typeof holdAddComment> | null = null;
  const { list } = await openComments('post-3', { before: (api) => ((held = holdAddComment(api)), Promise.resolve()) });
  const bakery = await commentSaying(list, 'Which bakery?');
  const box = await writeReply(bakery, 'kenjisato', '');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));
  expect(within(bakery).getByText('Comment is required.')).toBeInTheDocument();

  await userEvent.click(box);
  await userEvent.paste('x'.repeat(281));
  expect(within(bakery).getByText('Reply to @kenjisato must be at most 280 characters (1 too many).')).toBeInTheDocument();
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));
  expect(box).toHaveValue('x'.repeat(281));
  expect(within(bakery).queryByRole('list', { name: 'Replies to @kenjisato' })).not.toBeInTheDocument();
  expect(held!.calls).not.toHaveBeenCalled();
});

test('a reply the server refuses keeps its text in the form, which says why', async () => {
  const { list } = await openComments('post-3');
  const bakery = await commentSaying(list, 'Which bakery?');
  // Its author deletes the comment meanwhile; this page has not heard (no live events here).
  await (await apiAs('kenjisato')).deleteComment({ postId: 'post-3', commentId: 'comment-3-1' });
  await writeReply(bakery, 'kenjisato', 'Still open on Sundays?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));

  // The form comes back with its text, says why, and has the focus again.
  expect(await within(bakery).findByRole('alert')).toHaveTextContent('The comment you are answering (id "comment-3-1") no longer exists.');
  const again = within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' });
  expect(again).toHaveValue('Still open on Sundays?');
  expect(again).toHaveFocus();
  expect(within(bakery).getByRole('button', { name: 'Send reply' })).toBeEnabled();
  expect(within(bakery).queryByText('Sending…')).not.toBeInTheDocument();
  expect(within(bakery).queryByRole('list', { name: 'Replies to @kenjisato' })).not.toBeInTheDocument();
});

/** The Reply of the comment itself (its replies have their own). */
const replyOf = (comment: HTMLElement) => within(comment).getAllByRole('button', { name: 'Reply' })[0]!;

// Bug: Reply pressed on a reply while another reply was being sent showed no form, and the
// "@name " it asked for was gone once the sent reply was stored.
test('Reply pressed while a reply is being sent opens the form with the name, which stays once that reply is stored', async () => {
  let held: ReturnType<typeof holdAddComment> | null = null;
  const { list } = await openComments('post-3', {
    beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', ['The river one.']),
    before: (api) => ((held = holdAddComment(api)), Promise.resolve()),
  });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 1 reply' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  await userEvent.click(replyOf(bakery));
  await userEvent.type(within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' }), 'Which one is closer?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));
  expect(within(replies).getByText('Sending…')).toBeInTheDocument();

  const lenas = within(replies).getAllByRole('listitem')[0]!;
  await userEvent.click(within(lenas).getByRole('button', { name: 'Reply' }));
  const box = within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' });
  expect(box).toHaveValue('@lenaf ');
  expect(box).toHaveFocus();
  // One reply at a time: this one waits for the other to be stored.
  expect(within(bakery).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await userEvent.type(box, 'thanks!');

  held!.release();
  await waitFor(() => expect(within(replies).queryByText('Sending…')).not.toBeInTheDocument());
  expect(within(replies).getByText('Which one is closer?')).toBeInTheDocument();
  expect(within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' })).toHaveValue('@lenaf thanks!');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));
  await waitFor(() => expect(within(replies).getAllByRole('listitem')).toHaveLength(3));
  expect(within(bakery).queryByRole('combobox', { name: 'Reply to @kenjisato' })).not.toBeInTheDocument();
});

test('a reply refused while another was begun comes back before what was written since, with why', async () => {
  let held: ReturnType<typeof holdAddComment> | null = null;
  const { list } = await openComments('post-3', { before: (api) => ((held = holdAddComment(api)), Promise.resolve()) });
  const bakery = await commentSaying(list, 'Which bakery?');
  // Its author deletes the comment meanwhile; this page has not heard (no live events here).
  await (await apiAs('kenjisato')).deleteComment({ postId: 'post-3', commentId: 'comment-3-1' });
  await writeReply(bakery, 'kenjisato', 'Still open on Sundays?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'Send reply' }));
  await userEvent.click(replyOf(bakery));
  await userEvent.type(within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' }), 'And Mondays?');

  held!.release();
  expect(await within(bakery).findByRole('alert')).toHaveTextContent('The comment you are answering (id "comment-3-1") no longer exists.');
  expect(within(bakery).getByRole('combobox', { name: 'Reply to @kenjisato' })).toHaveValue('Still open on Sundays? And Mondays?');
  expect(within(bakery).getByRole('button', { name: 'Send reply' })).toBeEnabled();
});
