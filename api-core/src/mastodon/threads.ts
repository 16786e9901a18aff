import type { Comment, Post } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { answered, callContract, refused, type MastodonAnswer } from './answers';
import { by, isIdLike, peopleNamed, type CallContext } from './call-context';
import { accountsOf, oneStatus, replyStatusOf, statusesOf, type Status } from './statuses';

/**
 * Comments are replies (docs/apps.md): a comment answers its post, a reply the comment it is
 * under. A thread is a post's comments, oldest first, each followed by its replies.
 */

/** How many comments of a post, and replies of each, a thread shows: Mastodon's apps page no further. */
const commentsMax = '100';
const repliesMax = '40';

/** The post a comment is on, by the comment's id; null when no comment has it. */
export async function postIdOfComment(db: Queryable, commentId: string): Promise<string | null> {
  if (!isIdLike(commentId)) return null;
  const { rows } = await db.query<{ post_id: string }>('select post_id from comments where id = $1', [commentId]);
  return rows[0]?.post_id ?? null;
}

/** A post the caller may see, by its id. */
const postById = (context: CallContext, postId: string) => callContract(context.api, 'getPost', { ...by(context), params: { postId } });

/** A comment's replies (the first `repliesMax`), as the caller sees them. */
async function repliesUnder(context: CallContext, post: Post, comment: Comment): Promise<MastodonAnswer<Comment[]>> {
  const replies = await callContract(context.api, 'getReplies', {
    ...by(context),
    params: { postId: post._id, commentId: comment._id },
    query: { limit: repliesMax },
  });
  return replies.ok ? answered(replies.value.comments) : replies;
}

/** A post's comments, each followed by its replies, as the caller sees them. */
async function threadOf(context: CallContext, post: Post): Promise<MastodonAnswer<Comment[]>> {
  const comments = await callContract<'getComments', 'paged'>(context.api, 'getComments', {
    ...by(context),
    params: { postId: post._id },
    query: { limit: commentsMax },
  });
  if (!comments.ok) return comments;
  const thread: Comment[] = [];
  for (const comment of comments.value.comments) {
    thread.push(comment);
    if (comment.replyCount === 0) continue;
    const replies = await repliesUnder(context, post, comment);
    if (replies.ok) thread.push(...replies.value);
  }
  return answered(thread);
}

/**
 * Comments of `post` as replies, their people read in one call; `known` holds the comments they
 * answer (a reply's comment), which say whom each replies to.
 */
async function repliesOf(
  context: CallContext,
  post: Post,
  comments: readonly Comment[],
  known: readonly Comment[],
): Promise<MastodonAnswer<Status[]>> {
  const people = await peopleNamed(context, [
    post.username,
    ...comments.map((comment) => comment.username),
    ...known.map((comment) => comment.username),
  ]);
  if (!people.ok) return people;
  const person = (username: string) => people.value.get(username.toLowerCase()) ?? null;
  const accounts = accountsOf(people.value, context.origin);
  return answered(
    comments.flatMap((comment) => {
      const author = accounts.get(comment.username.toLowerCase());
      const parent = comment.parentId === null ? null : known.find((other) => other._id === comment.parentId);
      const repliedTo = person(parent ? parent.username : post.username);
      return author
        ? [replyStatusOf({ comment, post, account: author, repliedTo, viewerId: context.viewer?._id ?? null }, context.origin)]
        : [];
    }),
  );
}

/** A comment of `postId` the caller may see, by its id. */
const commentById = (context: CallContext, postId: string, commentId: string) =>
  callContract(context.api, 'getComment', { ...by(context), params: { postId, commentId } });

/**
 * Where a status is: a post, or a comment with its post and (a reply) the comment it is under,
 * each read by its id; null when the caller may see none of it.
 */
async function placeOf(context: CallContext, id: string): Promise<{ post: Post; comment: Comment | null; parent: Comment | null } | null> {
  const asPost = await postById(context, id);
  if (asPost.ok) return { post: asPost.value.post, comment: null, parent: null };
  const postId = await postIdOfComment(context.db, id);
  if (postId === null) return null;
  const post = await postById(context, postId);
  if (!post.ok) return null;
  const comment = await commentById(context, postId, id);
  if (!comment.ok) return null;
  const { parentId } = comment.value.comment;
  const parent = parentId === null ? null : await commentById(context, postId, parentId);
  if (parent && !parent.ok) return null;
  return { post: post.value.post, comment: comment.value.comment, parent: parent ? parent.value.comment : null };
}

/** The comments `place`'s own comment answers, or is: whom a reply among them answers. */
const knownOf = (place: { comment: Comment | null; parent: Comment | null }): Comment[] =>
  [place.parent, place.comment].filter((comment): comment is Comment => comment !== null);

/** `GET /api/v1/statuses/:id`: a post, or a comment as a reply. */
export async function statusById(context: CallContext, id: string): Promise<MastodonAnswer<Status>> {
  const place = await placeOf(context, id);
  if (!place) return refused(404, 'Record not found');
  if (place.comment === null) return oneStatus(context, place.post);
  const made = await repliesOf(context, place.post, [place.comment], knownOf(place));
  if (!made.ok) return made;
  return made.value[0] ? answered(made.value[0]) : refused(404, 'Record not found');
}

/** The posts and comments `ids` the member may still see, as statuses by id. */
export async function statusesById(context: CallContext, ids: readonly string[]): Promise<Map<string, Status>> {
  const found = await Promise.all(ids.map((id) => statusById(context, id)));
  return new Map(found.flatMap((answer) => (answer.ok ? [[answer.value.id, answer.value] as const] : [])));
}

/**
 * The posts up the thread of a post of elsewhere that were read here (its `inReplyToHere`, and
 * theirs), as the caller may see them, the first of the thread first; at most `ancestorsMax`,
 * each once (other servers' posts may answer each other in a ring).
 */
async function postsAbove(context: CallContext, post: Post): Promise<Post[]> {
  const above: Post[] = [];
  const seen = new Set([post._id]);
  for (let id = post.elsewhere?.inReplyToHere?.postId; id && !seen.has(id) && above.length < ancestorsMax;) {
    const answered = await postById(context, id);
    if (!answered.ok) break;
    seen.add(id);
    above.unshift(answered.value.post);
    id = answered.value.post.elsewhere?.inReplyToHere?.postId;
  }
  return above;
}

/** How many posts up its thread a post's context reads at most (the server reads three with a reply: federation.ts). */
const ancestorsMax = 20;

/**
 * `GET /api/v1/statuses/:id/context`: what a status answers and what answers it. A post has its
 * whole thread below it, and above it the posts up its thread read here (a reply of elsewhere);
 * a comment has its post (and, a reply, its comment) above it, and its replies below.
 */
export async function contextOf(context: CallContext, id: string): Promise<MastodonAnswer<{ ancestors: Status[]; descendants: Status[] }>> {
  const place = await placeOf(context, id);
  if (!place) return refused(404, 'Record not found');
  const postStatus = await oneStatus(context, place.post);
  if (!postStatus.ok) return postStatus;
  const { comment, parent } = place;
  if (comment === null) {
    const thread = await threadOf(context, place.post);
    if (!thread.ok) return thread;
    const descendants = await repliesOf(context, place.post, thread.value, thread.value);
    if (!descendants.ok) return descendants;
    const above = await postsAbove(context, place.post);
    const muted = await mutedAmong(
      context,
      above.map((post) => post.username),
    );
    if (!muted.ok) return muted;
    const ancestors = await statusesOf(
      context,
      above.filter((post) => !muted.value.has(post.username.toLowerCase())),
    );
    return ancestors.ok ? answered({ ancestors: ancestors.value, descendants: descendants.value }) : ancestors;
  }
  // Replies are one level deep: a comment's are below it, and a reply has none.
  const below = comment.parentId === null && comment.replyCount > 0 ? await repliesUnder(context, place.post, comment) : answered([]);
  if (!below.ok) return below;
  // What it answers is left out when the caller mutes its author, as Mastodon leaves it out (the
  // lists below are the contract's, which leave out the muted already).
  const muted = await mutedAmong(context, [place.post.username, ...(parent ? [parent.username] : [])]);
  if (!muted.ok) return muted;
  const shown = (username: string) => !muted.value.has(username.toLowerCase());
  const above = parent && shown(parent.username) ? [parent] : [];
  const made = await repliesOf(context, place.post, [...above, ...below.value], [...above, comment]);
  if (!made.ok) return made;
  const postAbove = shown(place.post.username) ? [postStatus.value] : [];
  return answered({ ancestors: [...postAbove, ...made.value.slice(0, above.length)], descendants: made.value.slice(above.length) });
}

/** Which of `usernames` (lower case) the caller mutes; none for a guest. */
async function mutedAmong(context: CallContext, usernames: readonly string[]): Promise<MastodonAnswer<Set<string>>> {
  if (!context.viewer) return answered(new Set());
  const people = await peopleNamed(context, usernames);
  if (!people.ok) return people;
  return answered(new Set([...people.value].flatMap(([name, user]) => (user.mutedByMe ? [name] : []))));
}

/**
 * A status written in reply (`in_reply_to_id`): a comment on the post it answers, or a reply to
 * the comment (a reply to a reply answers the comment it is under, as the community's own
 * comments do). Answered as the new reply.
 */
export async function replyTo(context: CallContext, inReplyToId: string, text: string): Promise<MastodonAnswer<Status>> {
  const place = await placeOf(context, inReplyToId);
  if (!place) return refused(404, 'Record not found');
  const parentId = place.comment === null ? null : (place.comment.parentId ?? place.comment._id);
  const added = await callContract<'addComment', 'minimal'>(context.api, 'addComment', {
    ...by(context),
    minimal: true,
    params: { postId: place.post._id },
    body: { commentData: { text, parentId } },
  });
  if (!added.ok) return added;
  const { comment } = added.value;
  const made = await repliesOf(context, place.post, [comment], knownOf(place));
  if (!made.ok) return made;
  return made.value[0] ? answered(made.value[0]) : refused(404, 'Record not found');
}
