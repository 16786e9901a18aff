import type { Comment, Post } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { answered, callContract, refused, type MastodonAnswer } from './answers';
import { by, isIdLike, peopleNamed, type CallContext } from './call-context';
import { accountsOf, oneStatus, replyStatusOf, type Status } from './statuses';

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
    const replies = await callContract(context.api, 'getReplies', {
      ...by(context),
      params: { postId: post._id, commentId: comment._id },
      query: { limit: repliesMax },
    });
    if (replies.ok) thread.push(...replies.value.comments);
  }
  return answered(thread);
}

/** Comments of `post` as replies, their people read in one call. */
async function repliesOf(
  context: CallContext,
  post: Post,
  comments: readonly Comment[],
  thread: readonly Comment[],
): Promise<MastodonAnswer<Status[]>> {
  const people = await peopleNamed(context, [post.username, ...thread.map((comment) => comment.username)]);
  if (!people.ok) return people;
  const person = (username: string) => people.value.get(username.toLowerCase()) ?? null;
  const accounts = accountsOf(people.value, context.origin);
  return answered(
    comments.flatMap((comment) => {
      const author = accounts.get(comment.username.toLowerCase());
      const parent = comment.parentId === null ? null : thread.find((other) => other._id === comment.parentId);
      const repliedTo = person(parent ? parent.username : post.username);
      return author
        ? [replyStatusOf({ comment, post, account: author, repliedTo, viewerId: context.viewer?._id ?? null }, context.origin)]
        : [];
    }),
  );
}

/** Where a status is: a post, or a comment with its post and thread; null when the caller may see neither. */
async function placeOf(context: CallContext, id: string): Promise<{ post: Post; comment: Comment | null; thread: Comment[] } | null> {
  const asPost = await postById(context, id);
  if (asPost.ok) return { post: asPost.value.post, comment: null, thread: [] };
  const postId = await postIdOfComment(context.db, id);
  if (postId === null) return null;
  const post = await postById(context, postId);
  if (!post.ok) return null;
  const thread = await threadOf(context, post.value.post);
  const comment = thread.ok ? thread.value.find((candidate) => candidate._id === id) : undefined;
  return comment && thread.ok ? { post: post.value.post, comment, thread: thread.value } : null;
}

/** `GET /api/v1/statuses/:id`: a post, or a comment as a reply. */
export async function statusById(context: CallContext, id: string): Promise<MastodonAnswer<Status>> {
  const place = await placeOf(context, id);
  if (!place) return refused(404, 'Record not found');
  if (place.comment === null) return oneStatus(context, place.post);
  const made = await repliesOf(context, place.post, [place.comment], place.thread);
  if (!made.ok) return made;
  return made.value[0] ? answered(made.value[0]) : refused(404, 'Record not found');
}

/** The posts and comments `ids` the member may still see, as statuses by id. */
export async function statusesById(context: CallContext, ids: readonly string[]): Promise<Map<string, Status>> {
  const found = await Promise.all(ids.map((id) => statusById(context, id)));
  return new Map(found.flatMap((answer) => (answer.ok ? [[answer.value.id, answer.value] as const] : [])));
}

/**
 * `GET /api/v1/statuses/:id/context`: what a status answers and what answers it. A post has no
 * ancestors and its whole thread below it; a comment has its post (and, a reply, its comment)
 * above it, and its replies below.
 */
export async function contextOf(context: CallContext, id: string): Promise<MastodonAnswer<{ ancestors: Status[]; descendants: Status[] }>> {
  const place = await placeOf(context, id);
  if (!place) return refused(404, 'Record not found');
  const thread = place.comment === null ? await threadOf(context, place.post) : answered(place.thread);
  if (!thread.ok) return thread;
  const postStatus = await oneStatus(context, place.post);
  if (!postStatus.ok) return postStatus;
  if (place.comment === null) {
    const descendants = await repliesOf(context, place.post, thread.value, thread.value);
    return descendants.ok ? answered({ ancestors: [], descendants: descendants.value }) : descendants;
  }
  const { comment } = place;
  const parent = thread.value.filter((other) => other._id === comment.parentId);
  const below = thread.value.filter((other) => other.parentId === comment._id);
  const made = await repliesOf(context, place.post, [...parent, ...below], thread.value);
  if (!made.ok) return made;
  return answered({ ancestors: [postStatus.value, ...made.value.slice(0, parent.length)], descendants: made.value.slice(parent.length) });
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
  const made = await repliesOf(context, place.post, [comment], [...place.thread, comment]);
  if (!made.ok) return made;
  return made.value[0] ? answered(made.value[0]) : refused(404, 'Record not found');
}
