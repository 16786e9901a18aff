import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from 'api-contract/client';
import { apiAs, holdCalls, renderApp } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';

/** The comments page of `postId`, once its comments show. */
export async function openComments(postId: string, options: Parameters<typeof renderApp>[1] = {}) {
  const rendered = await renderApp(<CommentsPage />, {
    route: `/comments/${postId}`,
    path: '/comments/:postId',
    modules: [commentsModule],
    ...options,
  });
  const list = await screen.findByRole('list', { name: 'Comments' });
  return { ...rendered, list };
}

/** The comment on the post (not a reply: a reply is inside its comment's item) that says `text`. */
export function commentSaying(list: HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = within(list)
      .getAllByRole('listitem')
      .find((entry) => entry.parentElement === list && within(entry).queryByText(text));
    if (!found) throw new Error(`No comment says "${text}"`);
    return found;
  });
}

/** The texts of a list of replies, in the order it shows them. */
export const replyTexts = (replies: HTMLElement, pattern: RegExp) =>
  within(replies)
    .getAllByText(pattern)
    .map((text) => text.textContent);

/** `username`'s replies to a comment, written through the API before the page opens. */
export async function replyAs(username: string, postId: string, parentId: string, texts: string[]) {
  const api = await apiAs(username);
  for (const text of texts) await api.addComment({ postId, body: { text, parentId } });
}

/** Opens the reply form of `comment` and writes `text` in it. */
export async function writeReply(comment: HTMLElement, author: string, text: string) {
  await userEvent.click(within(comment).getByRole('button', { name: 'Reply' }));
  const box = within(comment).getByRole('combobox', { name: `Reply to @${author}` });
  if (text !== '') await userEvent.type(box, text);
  return box;
}

/**
 * Holds the app's `addComment` calls until `release()`, so a test sees what the page shows
 * while one is under way; `calls` counts them (a refused form sends none).
 */
export const holdAddComment = (api: ApiClient) => holdCalls(api, 'addComment');

/**
 * Holds the app's `addComment` (or `editComment`) calls until `fail()`, which fails each as a
 * server that cannot be reached does.
 */
export const failAddComment = (api: ApiClient, method: 'addComment' | 'editComment' = 'addComment') => ({
  fail: holdCalls(api, method).fail,
});

/**
 * Holds the answers of the app's `getReplies` (or `getComments`) calls: each page is read from the
 * API at once but answered late, as a page read just before someone else's comment was stored.
 * `release()` answers every call, now and later; `releaseCall(n)` the n-th only (from 1, whether
 * made yet or not). `read(n)` waits until n calls have been made and their pages read.
 */
export function holdPages(api: ApiClient, method: 'getReplies' | 'getComments' = 'getReplies') {
  const send = api[method] as (args: never) => Promise<unknown>;
  const gates = new Map<number, { open: Promise<void>; release: () => void }>();
  const gate = (index: number) => {
    let entry = gates.get(index);
    if (!entry) {
      let release: () => void = () => undefined;
      const open = new Promise<void>((resolve) => {
        release = resolve;
      });
      entry = { open, release };
      gates.set(index, entry);
    }
    return entry;
  };
  let all: () => void = () => undefined;
  const allReleased = new Promise<void>((resolve) => {
    all = resolve;
  });
  const pages: Array<Promise<unknown>> = [];
  const held = (args: never) => {
    const page = send(args);
    pages.push(page);
    return Promise.race([gate(pages.length).open, allReleased]).then(() => page);
  };
  const calls = jest.spyOn(api as unknown as Record<typeof method, typeof held>, method).mockImplementation(held);
  const read = async (count = 1) => {
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(count));
    await Promise.all(pages);
  };
  return { calls, read, release: () => all(), releaseCall: (index: number) => gate(index).release() };
}
