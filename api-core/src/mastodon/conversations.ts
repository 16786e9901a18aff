import type { PrivateThread } from 'api-contract/entities';
import { answered, callContract, type MastodonAnswer } from './answers';
import { by, memberOf, peopleNamed, type CallContext } from './call-context';
import type { ClientCall } from './client-call';
import { conversationPageAsked, isActiveAfter, linkCursors } from './conversation-pages';
import { pageLinks } from './paging';
import { commentAuthors } from '../comments/comment-views';
import { accountsOf, replyStatusOf, statusOf, type Status } from './statuses';

/** A conversation as Mastodon's client API answers it. */
type Conversation = { id: string; unread: boolean; accounts: unknown[]; last_status: Status | null };

/**
 * Mastodon's conversations are its direct statuses, as each person in them keeps them. Here a
 * direct status is a post only the people it mentions see, and its replies are its comments
 * (docs/apps.md): a conversation is such a post, by the post's id, with its latest comment (or the
 * post) as its last status and the people in it but the member as its accounts.
 */
async function conversationsOf(context: CallContext, threads: readonly PrivateThread[]): Promise<MastodonAnswer<Conversation[]>> {
  const viewer = memberOf(context);
  const me = viewer.username.toLowerCase();
  const others = (thread: PrivateThread) => thread.participants.filter((username) => username.toLowerCase() !== me);
  const latest = threads.flatMap((thread) => (thread.lastComment ? [thread.lastComment] : []));
  // A reply says whom it answers: the author of the comment it is under.
  const parentAuthors = await commentAuthors(context.db, [...new Set(latest.flatMap((comment) => comment.parentId ?? []))]);
  const people = await peopleNamed(context, [
    ...threads.flatMap((thread) => [thread.post.username, ...others(thread)]),
    ...latest.map((comment) => comment.username),
    ...parentAuthors.values(),
  ]);
  if (!people.ok) return people;
  const accounts = accountsOf(people.value, context.origin);
  const accountNamed = (username: string) => accounts.get(username.toLowerCase());
  /** Its latest comment as a reply, or the post; null when its writer is not one the member may see. */
  const lastStatusOf = ({ post, lastComment }: PrivateThread) => {
    if (!lastComment) {
      const author = accountNamed(post.username);
      return author ? statusOf(post, author, context.origin) : null;
    }
    const author = accountNamed(lastComment.username);
    const repliedTo = lastComment.parentId === null ? post.username : parentAuthors.get(lastComment.parentId);
    const person = repliedTo === undefined ? null : (people.value.get(repliedTo.toLowerCase()) ?? null);
    return author
      ? replyStatusOf(
          { comment: lastComment, post, account: author, repliedTo: person, viewerId: context.viewer?._id ?? null },
          context.origin,
        )
      : null;
  };
  return answered(
    threads.map((thread) => ({
      id: thread.post._id,
      unread: thread.unread,
      accounts: others(thread).flatMap((username) => accountNamed(username) ?? []),
      last_status: lastStatusOf(thread),
    })),
  );
}

/**
 * `GET /api/v1/conversations`: the latest first, paged as Mastodon pages them
 * (conversation-pages.ts). Its `Link` names the pages after and before by cursors of their
 * threads' places, which a comment meanwhile does not blur.
 */
async function conversationsPage(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const asked = await conversationPageAsked(context);
  if (!asked.ok) return asked;
  const { query, oldestFirst, since } = asked.value;
  const page = await callContract(context.api, 'getPrivateThreads', { ...by(context), query });
  if (!page.ok) return page;
  const threads = (oldestFirst ? [...page.value.threads].reverse() : page.value.threads).filter((thread) => isActiveAfter(since, thread));
  const conversations = await conversationsOf(context, threads);
  if (!conversations.ok) return conversations;
  const { before, after } = await linkCursors(context.db, memberOf(context)._id, threads);
  const nextCursor = oldestFirst ? after : page.value.nextCursor;
  return answered(conversations.value, pageLinks(context, { first: before, nextCursor, limit: query.limit }));
}

/** `POST /api/v1/conversations/:id/read`: the contract's readPrivateThread; the conversation as it is now. */
async function readOne(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const read = await callContract(context.api, 'readPrivateThread', { ...by(context), params: { postId: context.params.id! } });
  if (!read.ok) return read;
  const conversations = await conversationsOf(context, [read.value.thread]);
  return conversations.ok ? answered(conversations.value[0]) : conversations;
}

/** `DELETE /api/v1/conversations/:id`: the contract's hidePrivateThread (Mastodon, too, brings it back with the next status). */
async function removeOne(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const hidden = await callContract(context.api, 'hidePrivateThread', { ...by(context), params: { postId: context.params.id! } });
  return hidden.ok ? answered({}) : hidden;
}

/** The member's conversations as apps read and put them away. */
export const conversationCalls: ClientCall[] = [
  { method: 'get', path: '/v1/conversations', scope: 'read:statuses', member: true, run: conversationsPage },
  { method: 'post', path: '/v1/conversations/:id/read', scope: 'write:conversations', member: true, run: readOne },
  { method: 'delete', path: '/v1/conversations/:id', scope: 'write:conversations', member: true, run: removeOne },
];
