import type { PostVisibility } from 'api-contract/entities';
import { mentionedUsernames } from 'api-contract/rich-text';
import type { Queryable } from '../db/database';
import type { Jobs, PostElsewhere, RemoteRecipient } from '../platform';
import { withinReachOf } from '../safety/visibility';
import { remoteRecipient } from './follow-answers';
import { deliveryInboxOf, followedElsewhere } from './remote-followers';

export type PostChange = 'create' | 'update' | 'delete';

/**
 * Tells the author's followers on other servers of a change to their post, as a job in the
 * change's own transaction: it is sent only if the change committed, and never lost once it has
 * (api-server/src/federation/federation.ts sends it). Only while someone elsewhere may see it:
 * a public or followers-only post while the author has a follower elsewhere or the post mentions
 * someone elsewhere (who is sent it too); a public post's edit or deletion while someone elsewhere
 * reposted, liked or answered it (`recipientsWhoKeptIt`, sent it too); a post for the people it
 * mentions alone while it mentions someone elsewhere, to them alone. So a community that does not
 * federate (and the page's mock) never has such a job.
 */
export async function federatePostChange(
  jobs: Jobs,
  tx: Queryable,
  post: { id: string; authorId: string; visibility: PostVisibility },
  change: PostChange,
): Promise<void> {
  const mentionedAlone = post.visibility === 'mentioned';
  const heard = mentionedAlone ? false : await followedElsewhere(tx, post.authorId);
  // Nobody has kept a post being written; an edit's job reads them when it runs, so it asks here
  // only whether there are any when nothing else would send it.
  const keptElsewhere = change === 'delete' ? await recipientsWhoKeptIt(tx, post.id) : [];
  const kept =
    keptElsewhere.length > 0 || (change === 'update' && !heard && (await recipientsWhoKeptIt(tx, post.id, post.authorId)).length > 0);
  if (!heard && !kept && !(await mentionsElsewhere(tx, post.id))) return;
  // Once it is gone, whom it mentioned and who kept it are not to be read: the deletion carries them.
  const mentionedElsewhere = change === 'delete' ? await recipientsMentioned(tx, post.id) : undefined;
  await jobs.enqueue(tx, {
    name: 'federation.post',
    data: {
      postId: post.id,
      authorId: post.authorId,
      change,
      mentionedElsewhere,
      ...(change === 'delete' && keptElsewhere.length > 0 && { keptElsewhere }),
      ...(mentionedAlone && { mentionedAlone }),
    },
  });
}

/** Who of elsewhere reposted, liked or answered the community's public post `postSql`: ids of people. */
const peopleWhoKeptSql = (postSql: string) =>
  `(select r.user_id from reposts r where r.post_id = ${postSql}
    union select pr.user_id from post_reactions pr where pr.post_id = ${postSql} and pr.kind = 'like'
    union select c.author_id from comments c where c.post_id = ${postSql} and c.uri is not null)`;

/**
 * Where the people of other servers who reposted, liked or answered the community's public post
 * `postId` take deliveries, one for each inbox their servers share: their servers keep the post
 * (and showed it to their followers), so its edit and its deletion go to them too, whether or not
 * they follow its author, as Mastodon sends them (its StatusReachFinder), and once to a server
 * where the author's followers are (the worker's `beyondFollowersOf`). With `authorId`, only those
 * within reach of the author (no block either way, not suspended): an edit shows the post, while
 * a deletion shows nothing and goes to all of them.
 */
export async function recipientsWhoKeptIt(db: Queryable, postId: string, authorId?: string): Promise<RemoteRecipient[]> {
  const withinReach = authorId ? `and ${withinReachOf('a.id', '$2')}` : '';
  const { rows } = await db.query<RemoteRecipient>(
    `select distinct on (${deliveryInboxOf('a')}) a.uri, a.inbox_url as inbox, a.shared_inbox_url as "sharedInbox"
       from posts p cross join lateral ${peopleWhoKeptSql('p.id')} people
       join remote_actors a on a.id = people.user_id
      where p.id = $1 and p.uri is null and p.visibility = 'public' ${withinReach}
      order by ${deliveryInboxOf('a')}, a.uri`,
    authorId ? [postId, authorId] : [postId],
  );
  return rows;
}

/**
 * Where the people of other servers the post `postId` mentions take deliveries: all of them, or
 * with `writerId`, those within reach of that writer and of the post's author (no block either
 * way, not suspended).
 */
async function recipientsMentioned(tx: Queryable, postId: string, writerId?: string): Promise<RemoteRecipient[]> {
  const withinReach = writerId ? `and ${withinReachOf('a.id', '$2', 'p.author_id')}` : '';
  const { rows } = await tx.query<RemoteRecipient>(
    `select a.uri, a.inbox_url as inbox, a.shared_inbox_url as "sharedInbox"
       from post_mentions pm join posts p on p.id = pm.post_id join remote_actors a on a.id = pm.user_id
      where pm.post_id = $1 ${withinReach} order by a.uri`,
    writerId ? [postId, writerId] : [postId],
  );
  return rows;
}

/**
 * A repost by `userId` of a public post, or its undo, for their followers elsewhere, and for the
 * post's author when it came from another server: a job in the repost's transaction, only while
 * someone elsewhere is to be told. `repostedAt` tells one repost
 * of a post from a later one by the same person (its Announce's id).
 */
export async function federateRepost(
  jobs: Jobs,
  tx: Queryable,
  repost: { postId: string; userId: string; repostedAt: string },
  reposted: boolean,
): Promise<void> {
  const elsewhere = await postElsewhere(tx, repost.postId);
  if (!elsewhere && !(await followedElsewhere(tx, repost.userId))) return;
  await jobs.enqueue(tx, { name: 'federation.repost', data: { ...repost, reposted, ...(elsewhere && { elsewhere }) } });
}

/**
 * A comment written, edited or deleted, for its author's followers elsewhere (as a reply to the
 * post, or to the comment it answers): only on a public post, only while its author has a
 * follower elsewhere. A comment on a post of another server goes to that post's author too (to
 * them alone when the post is not public). A comment on a community's post for the people it
 * mentions alone goes to those of them elsewhere, who see the post; on one for the author's
 * followers it stays here.
 */
export async function federateCommentChange(
  jobs: Jobs,
  tx: Queryable,
  comment: { id: string; postId: string; authorId: string; postVisibility: PostVisibility },
  change: PostChange,
): Promise<void> {
  // A reply of elsewhere (a moderator removing it) is its author's server's to tell.
  if (await isOfElsewhere(tx, comment.authorId)) return;
  const elsewhere = await postElsewhere(tx, comment.postId);
  if (!elsewhere && comment.postVisibility === 'mentioned') return federateCommentForSome(jobs, tx, comment, change);
  const heardElsewhere = async () => (await followedElsewhere(tx, comment.authorId)) || (await commentReachesElsewhere(tx, comment.id));
  if (!elsewhere && (comment.postVisibility !== 'public' || !(await heardElsewhere()))) return;
  await jobs.enqueue(tx, {
    name: 'federation.comment',
    data: { commentId: comment.id, authorId: comment.authorId, change, ...(elsewhere && { elsewhere }) },
  });
}

/**
 * A comment on a community's post for the people it mentions alone: to those of them elsewhere,
 * named in the job (a deletion's comment cannot be read after). Written or edited, it reaches
 * only those neither its writer nor the post's author blocks or is blocked by: a block keeps
 * apart what either of them says in it from then on.
 */
async function federateCommentForSome(
  jobs: Jobs,
  tx: Queryable,
  comment: { id: string; postId: string; authorId: string },
  change: PostChange,
) {
  // A deletion goes to all of them: it takes away what any may hold (one kept apart since learns
  // only that a comment they may hold is gone).
  const mentionedElsewhere = await recipientsMentioned(tx, comment.postId, change === 'delete' ? undefined : comment.authorId);
  if (mentionedElsewhere.length === 0) return;
  await jobs.enqueue(tx, {
    name: 'federation.comment',
    data: { commentId: comment.id, authorId: comment.authorId, change, mentionedElsewhere },
  });
}

/**
 * A member's like of a post of another server (`liked`), or its taking back, for that post's
 * author's server: a job in the like's transaction. `likedAt` tells one like of a post from a
 * later one by the same member (its Like's id, which the Undo names). A like of the community's own posts stays
 * here (their authors' followers elsewhere are not told of likes, as Mastodon tells nobody).
 */
export async function federateLike(
  jobs: Jobs,
  tx: Queryable,
  like: { postId: string; userId: string; likedAt: string },
  liked: boolean,
): Promise<void> {
  const post = await postElsewhere(tx, like.postId);
  if (!post) return;
  await jobs.enqueue(tx, {
    name: 'federation.like',
    data: { userId: like.userId, postUri: post.uri, author: post.author, likedAt: like.likedAt, liked },
  });
}

/**
 * A member's block of a person of another server (`blocked`), or its lifting, for that person's
 * server: a job in the block's transaction. `blockedAt` names one block apart from a later one.
 */
export async function federateBlock(
  jobs: Jobs,
  tx: Queryable,
  block: { userId: string; targetId: string; blockedAt: string },
  blocked: boolean,
): Promise<void> {
  const target = await remoteRecipient(tx, block.targetId);
  if (!target) return;
  await jobs.enqueue(tx, { name: 'federation.block', data: { userId: block.userId, target, blockedAt: block.blockedAt, blocked } });
}

/** The post `postId` when it came from another server: its id there, its author's inboxes, who it is for. */
async function postElsewhere(tx: Queryable, postId: string): Promise<PostElsewhere | null> {
  const { rows } = await tx.query<PostElsewhere>(
    `select p.uri, p.visibility, json_build_object('uri', a.uri, 'inbox', a.inbox_url, 'sharedInbox', a.shared_inbox_url) as author
       from posts p join remote_actors a on a.id = p.author_id where p.id = $1 and p.uri is not null`,
    [postId],
  );
  return rows[0] ?? null;
}

/** Whether the post `postId` mentions someone of another server: one probe of its mentions. */
async function mentionsElsewhere(tx: Queryable, postId: string): Promise<boolean> {
  const { rows } = await tx.query(
    'select 1 from post_mentions pm join users u on u.id = pm.user_id where pm.post_id = $1 and u.domain is not null limit 1',
    [postId],
  );
  return rows.length > 0;
}

/** Whether `userId` is a person of another server. */
async function isOfElsewhere(tx: Queryable, userId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from users where id = $1 and domain is not null', [userId]);
  return rows.length > 0;
}

/** Whether the comment `commentId` answers a reply of elsewhere, or mentions someone of another server the community knows (`@name@host`). */
async function commentReachesElsewhere(tx: Queryable, commentId: string): Promise<boolean> {
  const { rows } = await tx.query<{ text: string; answers_elsewhere: boolean }>(
    `select c.text, coalesce(parent.uri is not null, false) as answers_elsewhere
       from comments c left join comments parent on parent.id = c.parent_id where c.id = $1`,
    [commentId],
  );
  if (rows[0]?.answers_elsewhere) return true;
  const handles = mentionedUsernames([rows[0]?.text ?? ''])
    .filter((name) => name.includes('@'))
    .map((name) => name.toLowerCase());
  if (handles.length === 0) return false;
  const { rows: known } = await tx.query('select 1 from users where lower(username) = any($1::text[]) and domain is not null limit 1', [
    handles,
  ]);
  return known.length > 0;
}
