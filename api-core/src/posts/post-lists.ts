import type { SortOrder } from 'api-contract/queries';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import type { Queryable } from '../db/database';
import { postShownTo, postVisibleTo, profilePostsOpenTo, visibleTo } from '../safety/visibility';

/**
 * Whose posts a list shows: everyone's here, one author's, a user's home feed (`followsMany`: the
 * user follows many people, `followsManyPeople`), or the public posts that
 * came from elsewhere.
 */
export type PostList =
  | { from: 'everyone' }
  | { from: 'author'; authorId: string }
  | { from: 'feed'; userId: string; followsMany?: boolean }
  | { from: 'elsewhere' };

const newestFirst = [column('created_at', 'time'), column('id', 'id')];

/** The orders of the contract, each read through an index in the same order (posts_newest, posts_trending...). */
const sortKeys: Record<SortOrder, Pick<Keyset, 'columns' | 'descending'>> = {
  newest: { columns: newestFirst, descending: true },
  oldest: { columns: newestFirst, descending: false },
  trending: { columns: [column('like_count', 'count'), ...newestFirst], descending: true },
};

export const postKeyset = (list: PostList['from'], sort: SortOrder): Keyset => ({ list: `${list}.${sort}`, ...sortKeys[sort] });

/**
 * The page of a list of posts, as ids with their sort keys, as `viewerId` (null: nobody signed
 * in) sees it: without the posts of people either blocks the other or who are suspended, nor,
 * in Explore and the feed, of people the viewer mutes. A muted person's own posts still show
 * to whoever goes to their profile, as a post does by its id. The conditions sit inside the
 * page's statement, so a page is full and its cursor is the last shown post's.
 * The home feed: `feedQuery`.
 */
export function postListQuery(list: PostList, sort: SortOrder, page: Page, viewerId: string | null): SqlQuery {
  const keyset = postKeyset(list.from, sort);
  const { params, param } = parameters();
  if (list.from === 'feed') return feedQuery(list.userId, list.followsMany ?? false, keyset, sort, page);
  const me = viewerId === null ? null : param(viewerId);
  // One author's list: its conditions name the parameter, not the row, so they are checked once.
  const author = list.from === 'author' ? `${param(list.authorId)}::text` : null;
  const shown = author
    ? `p.author_id = ${author} and ${visibleTo(author, me, { mutes: false })} and ${profilePostsOpenTo(author, me)} and ${postShownTo('p', me)}`
    : list.from === 'elsewhere'
      ? // What has arrived from other servers: their public posts only (posts_elsewhere_newest, posts_elsewhere_trending).
        `p.uri is not null and p.visibility = 'public' and ${visibleTo('p.author_id', me, { mutes: true })}`
      : // Explore is the community's own: the posts of elsewhere are in the Home of those who follow their people.
        `p.uri is null and ${postVisibleTo('p', me, { mutes: true })}`;
  // Explore walks its order's index whoever reads it and wherever it starts, so it is planned once
  // for any values (`QueryOptions`): for a signed-in reader that halved its PostgreSQL time
  // (bench/README.md). Its size is written in the text: a plan for any size of page takes a
  // tenth of the table, and would read and sort it all. A size is 1 to 100 (the contract's
  // limits), so a connection keeps at most a few hundred of these statements.
  const explore = list.from === 'everyone';
  const size = explore ? String(pageSize(page)) : param(page.limit + 1);
  return {
    sql: `select p.id, ${keysSelected(keyset, 'p')} from posts p
           where ${shown} and ${startsAfter(keyset, 'p', page, param)}
           order by ${orderedBy(keyset, 'p')} limit ${size}`,
    params,
    ...(explore && { plan: 'generic' as const }),
  };
}

/** A page's size and one (what says whether there is a next page), as a number checked to be one. */
function pageSize(page: Page): number {
  const size = page.limit + 1;
  if (!Number.isSafeInteger(size) || size < 1) throw new Error(`A page of ${page.limit} records`);
  return size;
}

/**
 * The home feed, computed on read: the posts of the user and of each person they follow (and
 * may see), and the posts those people reposted, each once, at the time of its latest source:
 * its author's posting it, or the latest repost by someone followed ("reposted by"). For each
 * source person, their first posts and reposts after the cursor (an index seek each:
 * posts_by_author, reposts_by_user), merged and cut to the page. A source that a later one of
 * the same post supersedes is left out where it is read, so a post comes once, with one key,
 * and the page after a cursor never shows it again. The trending order ranks the followed
 * people's own posts by likes: a repost says when, which that order does not read.
 * The first page of the newest for someone who follows many: `recentFeedQuery`.
 * Its plan is the same for every reader and page (a seek of each source person's posts and
 * reposts), and making it again each time cost more than running it (bench/README.md): it is
 * planned once for any values (`QueryOptions`).
 */
function feedQuery(userId: string, followsMany: boolean, keyset: Keyset, sort: SortOrder, page: Page): SqlQuery {
  return followsMany && sort === 'newest' && page.after === null
    ? recentFeedQuery(userId, keyset, page)
    : personByPersonFeedQuery(userId, keyset, sort, page);
}

/** The home feed read from each person followed: every page but the first of the newest for someone who follows many. */
export function personByPersonFeedQuery(userId: string, keyset: Keyset, sort: SortOrder, page: Page): SqlQuery {
  const { params, param } = parameters();
  const me = param(userId);
  const size = param(page.limit + 1);
  const feed = feedParts({ keyset, page, param, me, size, withReposts: sort !== 'trending' });
  return {
    sql: `with ${feed.followed}
          select f.id, ${keysSelected(keyset, 'f')}
            from authors cross join lateral (${feed.sourcesOf(inAuthors)}) f
           order by ${orderedBy(keyset, 'f')} limit ${size}`,
    params,
    plan: 'generic',
  };
}

/** Among `authors` (FeedParts' `followed`), as its one hashed list: whom the per-person reading asks of every reposter. */
const inAuthors = (userSql: string) => `${userSql} in (select author_id from authors)`;

type FeedParts = {
  /** `authors`: the reader and the people they follow, whom the reader may see. */
  followed: string;
  /**
   * The sources of the people of the row `authors` (a lateral's outer row), each person's first
   * page of them. A source is superseded by a later repost by someone `followedBy` says the reader
   * follows and may see (a condition on a user id's SQL).
   */
  sourcesOf: (followedBy: (userSql: string) => string) => string;
};

function feedParts({
  keyset,
  page,
  param,
  me,
  size,
  withReposts,
}: {
  keyset: Keyset;
  page: Page;
  param: (value: unknown) => string;
  me: string;
  size: string;
  withReposts: boolean;
}): FeedParts {
  // Someone the user follows and may see reposted it, later than `time` (ties: by the reposter's id).
  // The post's own count says first whether anyone reposted it: most posts cost no probe.
  const repostedLater = (followedBy: (userSql: string) => string, postSql: string, time: string, reposter: string | null) =>
    `exists (select 1 from reposts r2 where r2.post_id = ${postSql}
               and ${reposter ? `(r2.created_at, r2.user_id) > (${time}, ${reposter})` : `r2.created_at >= ${time}`}
               and r2.user_id <> ${me}::text and ${followedBy('r2.user_id')})`;
  // The reader and the people they follow: their public and followers-only posts are the reader's
  // to see, so the rule is asked only of a post for the people it mentions. Said this way, the
  // planner reads how few those are from the column's statistics, and still seeks each author's
  // posts in the page's order (asked of every row, the rule's estimate made it sort them all).
  const authorsPostShown = `(p.visibility <> 'mentioned' or ${postShownTo('p', me)})`;
  // Each part adds the cursor's parameters when it is built: a page after a cursor builds it once.
  const authored = (followedBy: (userSql: string) => string) => `select p.id, p.created_at, p.like_count from posts p
                     where p.author_id = authors.author_id and ${startsAfter(keyset, 'p', page, param)} and ${authorsPostShown}
                       ${withReposts ? `and (p.repost_count = 0 or not ${repostedLater(followedBy, 'p.id', 'p.created_at', null)})` : ''}
                     order by ${orderedBy(keyset, 'p')} limit ${size}`;
  const reposted = (followedBy: (userSql: string) => string) => `select x.id, x.created_at, x.like_count from (
                      select r.post_id as id, r.created_at, r.user_id, p.like_count, p.author_id, p.visibility, p.repost_count
                        from reposts r join posts p on p.id = r.post_id where r.user_id = authors.author_id) x
                     where authors.author_id <> ${me}::text and ${startsAfter(keyset, 'x', page, param)}
                       and ${postVisibleTo('x', me, { mutes: true })}
                       and (x.repost_count = 1 or not ${repostedLater(followedBy, 'x.id', 'x.created_at', 'x.user_id')})
                     order by ${orderedBy(keyset, 'x')} limit ${size}`;
  return {
    followed: `authors as (
            select a.author_id from (select ${me}::text as author_id union all select followee_id from follows where follower_id = ${me}) a
             where ${visibleTo('a.author_id', me, { mutes: true })})`,
    sourcesOf: (followedBy) => (withReposts ? `(${authored(followedBy)}) union all (${reposted(followedBy)})` : authored(followedBy)),
  };
}

/**
 * Whether `userId` follows many people (200 or more: the database's follows_many, migration 054,
 * which keeps their follows' latest activity): whose first page of Home `recentFeedQuery` reads.
 */
export async function followsManyPeople(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ many: boolean }>('select follows_many(following_count) as many from users where id = $1', [userId]);
  return rows[0]?.many ?? false;
}

/**
 * The first page of the newest for a reader who follows many people (`followsManyPeople`): read
 * from the people they follow who were active lately, not from each of them (seeking each cost 5 µs
 * a person: 5 ms for 1,000, bench/README.md). Each follow's `active_at` (follows_active, migration
 * 054) is no earlier than any post or repost of the person followed, and the reader's own
 * people_active's. The reader and their follows are walked the latest active first
 * (follows_active_latest), keeping those the reader may see: the sources of the first page's size
 * of them (`first`) give a page whose last row is at `threshold`. Nobody whose `active_at` is
 * earlier has a source in the page; the others are read too (`rest`: when `first` is not a full
 * page, everyone followed). The page is therefore the one read from each person followed, whoever
 * the reader follows and however long ago they were active (api-server/test/home-feed-window.test.ts).
 * A reader who follows fewer is given the per-person statement alone: as one statement with
 * these parts, it took 7.3 against 2.6 ms on PGlite for someone following 30.
 */
function recentFeedQuery(userId: string, keyset: Keyset, page: Page): SqlQuery {
  const { params, param } = parameters();
  const me = param(userId);
  const size = param(page.limit + 1);
  const feed = feedParts({ keyset, page, param, me, size, withReposts: true });
  // The reader and the people they follow and may see (as `authors` holds them), with when each
  // was last active, those whose `active_at` `since` keeps; with `count`, the latest active of
  // them, as many as `count` (each part walked on its index in that order, and stopped there).
  const people = (since: (activeAt: string) => string, count?: string) => `(
            (select pa.user_id as author_id, pa.active_at from people_active pa
              where pa.user_id = ${me} and ${since('pa.active_at')} and ${visibleTo('pa.user_id', me, { mutes: true })})
            union all
            (select fa.followee_id, fa.active_at from follows_active fa
              where fa.follower_id = ${me} and ${since('fa.active_at')} and ${visibleTo('fa.followee_id', me, { mutes: true })}
              ${count ? `order by fa.active_at desc, fa.followee_id desc limit ${count}` : ''}))`;
  return {
    sql: `with ${feed.followed},
          first_people as (
            select w.author_id, w.active_at from ${people(() => 'true', size)} w
             order by w.active_at desc, w.author_id desc limit ${size}),
          first as (
            select f.id, f.created_at, f.like_count
              from first_people authors cross join lateral (${feed.sourcesOf(inAuthors)}) f
             order by ${orderedBy(keyset, 'f')} limit ${size}),
          threshold as (
            select case when count(*) < ${size} then '-infinity'::timestamptz else min(created_at) end as at from first),
          rest as (
            select f.id, f.created_at, f.like_count
              from (select w.author_id from ${people((at) => `${at} >= (select at from threshold)`)} w
                     where w.author_id not in (select author_id from first_people)) authors
             cross join lateral (${feed.sourcesOf(inAuthors)}) f)
          select f.id, ${keysSelected(keyset, 'f')}
            from (select * from first union all select * from rest) f
           order by ${orderedBy(keyset, 'f')} limit ${size}`,
    params,
    plan: 'generic',
  };
}

export const bookmarkKeyset: Keyset = {
  list: 'bookmarked',
  columns: [column('created_at', 'time'), column('post_id', 'id')],
  descending: true,
};

export const likedKeyset: Keyset = {
  list: 'liked',
  columns: [column('created_at', 'time'), column('post_id', 'id')],
  descending: true,
};

/** How a user keeps posts: the rows `k` of a table, each naming a post by `post_id` at its `created_at`. */
type KeptPosts = { keyset: Keyset; table: string; only?: string };

/**
 * The page of the posts a user kept, the latest first, on the table's index of the user's rows,
 * without those of people either blocks the other or who are suspended, or that they may no
 * longer see. One kept a post on purpose: a mute leaves it there.
 */
function keptPostsQuery({ keyset, table, only }: KeptPosts, userId: string, page: Page): SqlQuery {
  const { params, param } = parameters();
  const me = param(userId);
  return {
    sql: `select k.post_id as id, ${keysSelected(keyset, 'k')} from ${table} k join posts p on p.id = k.post_id
           where k.user_id = ${me} ${only ? `and ${only}` : ''} and ${postVisibleTo('p', me, { mutes: false })}
             and ${startsAfter(keyset, 'k', page, param)}
           order by ${orderedBy(keyset, 'k')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/** The page of the posts a user bookmarked, the latest bookmark first (bookmarks_latest). */
export const bookmarkedPostsQuery = (userId: string, page: Page): SqlQuery =>
  keptPostsQuery({ keyset: bookmarkKeyset, table: 'bookmarks' }, userId, page);

/** The page of the posts a user liked, the latest like first (post_reactions_liked_latest). */
export const likedPostsQuery = (userId: string, page: Page): SqlQuery =>
  keptPostsQuery({ keyset: likedKeyset, table: 'post_reactions', only: "k.kind = 'like'" }, userId, page);
