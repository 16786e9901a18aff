import type { PrivateThread, UserRef } from 'api-contract/entities';
import type { PrivateThreadQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import type { Listed } from '../pages/listed';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import type { DataDeps } from '../platform';
import { postVisibleTo, visibleTo } from '../safety/visibility';
import { readComments } from '../comments/comment-views';
import { readPostList } from './post-views';

/**
 * The posts only the people they mention see, as each of them keeps them (private_threads,
 * migration 047, whose triggers keep it as posts, mentions and comments are written).
 */

export const privateThreadKeyset: Keyset = {
  list: 'private',
  columns: [column('last_activity_at', 'time'), column('post_id', 'id')],
  descending: true,
};

/** The same list read the other way, the earliest activity first (the same index, backwards). */
export const privateThreadOldestKeyset: Keyset = { ...privateThreadKeyset, list: 'private.oldest', descending: false };

const keysetSorted = { newest: privateThreadKeyset, oldest: privateThreadOldestKeyset } as const;

/** Whose it is, the post seen by them, and still one of its kind (an edit may not make it public, but a mention may be taken out). */
const threadShownTo = (me: string) => `t.user_id = ${me} and p.visibility = 'mentioned' and ${postVisibleTo('p', me, { mutes: false })}`;

/**
 * Past the cursor's place. A thread moves up when someone comments: read the latest first, it is
 * not met again further down (as the keysets of every list leave out the cursor's record); read
 * the other way, it comes again once it moved past the place (an app's `min_id`, asking what is
 * new above what it holds), so only the place itself is left out.
 */
function pastCursor(keyset: Keyset, page: Page, param: (value: unknown) => string): string {
  if (keyset.descending || !page.after) return startsAfter(keyset, 't', page, param);
  const [at, postId] = page.after;
  return `(t.last_activity_at, t.post_id) > (${param(at)}::timestamptz, ${param(postId)}::text)`;
}

/** The page of a member's list in `keyset`'s order (private_threads_latest), without those they took out. */
function privateThreadsQuery(userId: string, keyset: Keyset, page: Page): SqlQuery {
  const { params, param } = parameters();
  const me = param(userId);
  return {
    sql: `select t.post_id as id, ${keysSelected(keyset, 't')} from private_threads t join posts p on p.id = t.post_id
           where ${threadShownTo(me)} and not t.hidden and ${pastCursor(keyset, page, param)}
           order by ${orderedBy(keyset, 't')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/** The page of a member's list that a query asks for, the latest post or comment first unless it asks `oldest`. */
export function privateThreadsRequest(userId: string, fields: PrivateThreadQuery): Result<PlannedPage> {
  const keyset = keysetSorted[fields.sort];
  return chain(pageOf(fields, keyset), (page) => succeed({ query: privateThreadsQuery(userId, keyset, page), keyset, page }));
}

type ThreadRow = { post_id: string; unread: boolean; participants: string[]; last_comment_id: string | null; last_activity_at: Date };

/**
 * What the member keeps of each post `postIds` names: everyone in it they may see (the author
 * first, then those mentioned, and the others of elsewhere a direct message of elsewhere is for
 * whom the community knows), and its latest comment they may see (comments_by_post, backwards).
 */
async function threadFacts(db: Queryable, userId: string, postIds: readonly string[]): Promise<Map<string, ThreadRow>> {
  const { params, param } = parameters();
  const me = param(userId);
  const ids = param(postIds);
  const { rows } = await db.query<ThreadRow>(
    `select t.post_id, t.unread, t.last_activity_at,
            array(select u.username from (select p.author_id as id, 0 as rank
                                          union all select m.user_id, 1 from post_mentions m where m.post_id = p.id and m.user_id <> p.author_id
                                          union all select ra.id, 1 from remote_actors ra where ra.uri = any(p.others_addressed)) x
                    join users u on u.id = x.id
                   where ${visibleTo('u.id', me, { mutes: false })} order by x.rank, u.username) as participants,
            (select c.id from comments c where c.post_id = p.id and ${visibleTo('c.author_id', me, { mutes: false })}
              order by c.created_at desc, c.id desc limit 1) as last_comment_id
       from private_threads t join posts p on p.id = t.post_id
      where t.user_id = ${me} and t.post_id = any(${ids}::text[])`,
    params,
  );
  return new Map(rows.map((row) => [row.post_id, row]));
}

/** The threads a list names (a page, or one post), in its order, as their member sees them; the next page's cursor. */
export async function readPrivateThreads(
  deps: DataDeps,
  source: Listed,
  viewer: UserRef,
): Promise<{ threads: PrivateThread[]; nextCursor: string | null }> {
  const { posts, nextCursor } = await readPostList(deps, source, viewer, { withComments: false });
  const facts = await threadFacts(
    deps.db,
    viewer._id,
    posts.map((post) => post._id),
  );
  const latest = [...facts.values()].flatMap((fact) => (fact.last_comment_id === null ? [] : [fact.last_comment_id]));
  const comments = new Map((await readComments(deps, latest, viewer)).map((comment) => [comment._id, comment]));
  const threads = posts.flatMap((post) => {
    const fact = facts.get(post._id);
    if (!fact) return [];
    return [
      {
        post,
        unread: fact.unread,
        participants: fact.participants,
        lastComment: comments.get(fact.last_comment_id ?? '') ?? null,
        lastActivityAt: fact.last_activity_at.toISOString(),
      },
    ];
  });
  return { threads, nextCursor };
}

/** The changes a member makes to their own thread: read, or taken out of their list (and read). */
const threadChanges = { read: 'unread = false', hide: 'hidden = true, unread = false' } as const;

/** Changes the member's own thread of `postId`, one they may see: false when they have none. */
async function changeThread(db: Queryable, userId: string, postId: string, change: keyof typeof threadChanges): Promise<boolean> {
  const { params, param } = parameters([postId]);
  const me = param(userId);
  const { rowCount } = await db.query(
    `update private_threads t set ${threadChanges[change]} from posts p
      where p.id = t.post_id and t.post_id = $1 and ${threadShownTo(me)}`,
    params,
  );
  return rowCount > 0;
}

/** Marks read the member's thread of `postId`: false when they have none. */
export const markThreadRead = (db: Queryable, userId: string, postId: string) => changeThread(db, userId, postId, 'read');

/** Takes the member's thread of `postId` out of their list until someone comments: false when they have none. */
export const hideThread = (db: Queryable, userId: string, postId: string) => changeThread(db, userId, postId, 'hide');
