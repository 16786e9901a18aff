import type { PostPage } from 'api-contract/payloads';
import type { ApiClient } from 'api-contract/client';
import { appClientFor, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

/**
 * The query plans of every list, on 100,000 generated posts: each reads through an index, none
 * scans the posts table, at the first page and deep in the list alike. The plans are of the
 * lists' own statements (the page with its records, their likers, voters or followers), built by
 * the server from the same query a call sends (POST /api/testing/explain), as read by a member
 * who blocks a tenth of the community (as the benchmark's reader blocks 1,000 of 10,000), is
 * blocked by some, and mutes some of those they follow: the conditions that leave people out
 * (api-core/src/safety/visibility.ts) are in every plan, and read through indexes too.
 */

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};
type ExplainRequest = { list: string; id?: string; viewerId?: string | null; query?: Record<string, string>; analyze?: boolean };

const generated = { users: 3_000, posts: 100_000 };
/** Tables a list must never read whole. */
const largeTables = [
  'posts',
  'messages',
  'conversation_members',
  'post_reactions',
  'comments',
  'bookmarks',
  'follows',
  'users',
  'blocks',
  'post_tags',
  'tags',
  'notifications',
  'notification_actors',
  'post_versions',
  'reposts',
  'post_mentions',
  'private_threads',
  'follow_requests',
  'comment_votes',
  'people_active',
  'follows_active',
];
/** A generated user with followers, followed and bookmarks (generated users sign in with this password). */
const member = { username: 'sam_1', password: 'generated123' };
const memberId = 'user-g1';

let server: InProcessServer;
/** The post whose comments are read, and the comment whose replies are. */
let commented: string;
let repliesOf: string;
/** Cursors deep in each list, as the calls themselves gave them. */
const deep: Record<string, string> = {};
/** The member's conversation of a thousand messages. */
let longConversation = '';
/** The posts most liked and most reposted, whose people are listed. */
let mostLiked = '';
let mostReposted = '';

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The plan of a list's statement, read by the generated member (so what the viewer did is read too). */
async function planOf(request: ExplainRequest): Promise<PlanNode[]> {
  const { status, body } = await send(server, 'POST', '/api/testing/explain', { body: { viewerId: memberId, ...request } });
  expect(status).toBe(200);
  return nodesOf((body as { plan: Array<{ Plan: PlanNode }> }).plan[0]!.Plan);
}

/** The cursor `pages` pages of `limit` into a list, read as a client reads it. */
async function cursorAfter(read: (cursor: string | null) => Promise<{ nextCursor: string | null }>, pages: number): Promise<string> {
  let cursor: string | null = null;
  for (let page = 0; page < pages; page += 1) cursor = (await read(cursor)).nextCursor;
  if (!cursor) throw new Error('The list ended before the deep page.');
  return cursor;
}

/**
 * The member mutes some of the people they follow and blocks a few through the API; then blocks of
 * a tenth of the community more (people they do not follow), of ten people who block them, and
 * of everyone else's few are written at once (ending the follows between them, as a block does),
 * and the tables analyzed, as autovacuum would have by then.
 */
async function blockAndMute(api: ApiClient): Promise<void> {
  const { following } = (await api.getUser({ userId: memberId })).user;
  for (const { _id } of following.slice(0, 5)) await api.mute({ userId: _id });
  for (const userId of ['user-g2900', 'user-g2901', 'user-g2902']) await api.block({ userId });
  const notFollowed = (pattern: string, most: number) =>
    `select u.id from users u
      where u.id like '${pattern}' and u.id <> $1 and not exists (select 1 from follows f where f.follower_id = $1 and f.followee_id = u.id)
      order by u.id limit ${most}`;
  await server.db.query(
    `with blocked as (${notFollowed('user-g%', generated.users / 10)}),
          ended as (delete from follows f using blocked b where f.follower_id = b.id and f.followee_id = $1)
     insert into blocks (blocker_id, blocked_id) select $1, id from blocked on conflict do nothing`,
    [memberId],
  );
  await server.db.query(
    `with blockers as (${notFollowed('user-g2_', 10)}),
          ended as (delete from follows f using blockers b where f.follower_id = b.id and f.followee_id = $1)
     insert into blocks (blocker_id, blocked_id) select id, $1 from blockers on conflict do nothing`,
    [memberId],
  );
  // Everyone else's blocks too, three each, so the member's are a part of the table, as they would be.
  await server.db.query(
    `insert into blocks (blocker_id, blocked_id)
     select b.blocker, b.blocked from (
       select 'user-g' || n as blocker, 'user-g' || (1 + mod(n * k, 2999)) as blocked
         from generate_series(2, 3000) n cross join (values (7), (13), (31)) as step(k)) b
      where b.blocker <> b.blocked and $1 not in (b.blocker, b.blocked)
        and not exists (select 1 from follows f where (f.follower_id = b.blocker and f.followee_id = b.blocked)
                                                   or (f.follower_id = b.blocked and f.followee_id = b.blocker))
     on conflict do nothing`,
    [memberId],
  );
  // Requests to follow: everyone asks three people they do not follow (the member among them), unless one blocks the other.
  await server.db.query(
    `insert into follow_requests (follower_id, followee_id)
     select r.asker, r.asked from (
       select 'user-g' || n as asker, case when k = 3 then $1 else 'user-g' || (1 + mod(n * k, 2999)) end as asked
         from generate_series(2, 3000) n cross join (values (3), (11), (17)) as step(k)) r
      where r.asker <> r.asked
        and not exists (select 1 from follows f where f.follower_id = r.asker and f.followee_id = r.asked)
        and not exists (select 1 from blocks b where (b.blocker_id = r.asker and b.blocked_id = r.asked)
                                                  or (b.blocker_id = r.asked and b.blocked_id = r.asker))
     on conflict do nothing`,
    [memberId],
  );
  await server.db.query('analyze blocks, mutes, follows, users, follow_requests');
}

/**
 * Notifications for the member, as the database writes them: a like of each of their posts by
 * each of its likers, and a follow by each follower (the generated data is written with the
 * triggers that would have made them off).
 */
async function giveNotifications(): Promise<void> {
  await server.db.query(
    `select notify(p.author_id, r.user_id, 'like', p.id, null)
       from posts p join post_reactions r on r.post_id = p.id and r.kind = 'like' where p.author_id = $1`,
    [memberId],
  );
  await server.db.query(`select notify(followee_id, follower_id, 'follow', null, null) from follows where followee_id = $1`, [memberId]);
  await server.db.query('analyze notifications, notification_actors');
}

/**
 * Conversations: the member's with each of 300 people, three messages each, and one with a
 * thousand messages; everyone else's among themselves beside them, so the member's are a part of
 * the tables, as they would be.
 */
async function giveConversations(): Promise<string> {
  await server.db.query(
    `with pairs as (
       select 'user-g' || n as a, case when n <= 300 then $1 else 'user-g' || (1 + mod(n * 7, 2999)) end as b
         from generate_series(2, 3000) n),
     made as (
       insert into conversations (id) select 'dm-' || a || '-' || b from pairs where a <> b returning id),
     members as (
       insert into conversation_members (conversation_id, user_id)
       select 'dm-' || a || '-' || b, person from pairs cross join lateral (values (a), (b)) as people(person) where a <> b)
     select count(*) from made`,
    [memberId],
  );
  // Analyzed, as autovacuum would have by then: each message's trigger updates its conversation's
  // rows, which a plan made for an empty table reads whole (15 s of 9,000 messages on PGlite, 1.7 s after).
  await server.db.query('analyze conversations, conversation_members');
  await server.db.query(
    `insert into messages (conversation_id, author_id, text, created_at)
     select m.conversation_id, m.user_id, 'Message ' || k, now() - make_interval(mins => k)
       from conversation_members m cross join generate_series(1, 3) k where m.user_id <> $1 or k = 1`,
    [memberId],
  );
  const long = 'dm-user-g2-' + memberId;
  await server.db.query(
    `insert into messages (conversation_id, author_id, text, created_at)
     select $1, case when k % 2 = 0 then $2 else 'user-g2' end, 'Long ' || k, now() - make_interval(secs => k) from generate_series(1, 1000) k`,
    [long, memberId],
  );
  await server.db.query('analyze conversations, conversation_members, messages');
  return long;
}

/** Every generated post edited once, as a community's many edits stand beside the member's own (their edits are not made). */
async function manyEdits(): Promise<void> {
  await server.db.query(
    `insert into post_versions (post_id, caption, content, content_warning, image_changed, written_at)
     select id, caption, content, '', false, created_at from posts`,
  );
  await server.db.query('analyze post_versions');
}

/** A community's many tags beside the generated posts' twenty, as the search of tags meets them (their posts are not written). */
async function manyTags(): Promise<void> {
  await server.db.query(
    `insert into tags (name, post_count)
     select 'tag' || n || chr(97 + n % 26), 1 + n % 50 from generate_series(1, 20000) as n on conflict do nothing`,
  );
  await server.db.query('analyze tags');
}

/**
 * A community's many posts that only those mentioned see, as each author keeps them (their posts
 * are not made private, so no other list changes), beside the member's own few.
 */
async function manyPrivateThreads(api: ApiClient): Promise<void> {
  await server.db.query(
    `insert into private_threads (user_id, post_id, last_activity_at, unread) select author_id, id, created_at, false from posts on conflict do nothing`,
  );
  for (const caption of ['Just us one', 'Just us two']) {
    await api.createPost({ body: { caption, content: 'Saturday, @sam_2', visibility: 'mentioned' } });
  }
  await server.db.query('analyze private_threads');
}

beforeAll(async () => {
  server = await startInProcess();
  const reset = await send(server, 'POST', '/api/testing/reset', { body: generated });
  expect(reset.status).toBe(204);
  const api = await appClientFor(server, member);
  for (const postId of Array.from({ length: 30 }, (_, index) => `post-x${index * 997 + 1}`)) {
    await api.addBookmark({ postId }).catch(() => undefined);
    // A like already in the generated data is refused, and the post stays liked.
    await api.likePost({ postId }).catch(() => undefined);
  }
  // A post of the member's own, which none of the people they block wrote.
  commented = (await api.getUserPosts({ username: member.username, query: { limit: 1 } })).posts[0]!._id;
  // Edits of the same post, each keeping the version it replaces (its history).
  for (const content of ['First edit', 'Second edit', 'Third edit'])
    await api.editPost({ postId: commented, body: { caption: 'Edited', content } });
  for (const text of ['One', 'Two', 'Three', 'Four']) await api.addComment({ postId: commented, body: { text } });
  const answered = (await api.getComments({ postId: commented, query: { limit: 1 } })).comments[0]!._id;
  for (const text of ['Re one', 'Re two', 'Re three']) await api.addComment({ postId: commented, body: { text, parentId: answered } });
  // A word few posts hold, for a search that an index of words answers best.
  for (const caption of ['Zeppelin one', 'Zeppelin two', 'Zeppelin three'])
    await api.createPost({ body: { caption, content: 'Overhead' } });
  await giveNotifications();
  longConversation = await giveConversations();
  deep.conversations = await cursorAfter((cursor) => api.getConversations({ query: { limit: 100, cursor } }), 2);
  deep.messages = await cursorAfter((cursor) => api.getMessages({ conversationId: longConversation, query: { limit: 100, cursor } }), 5);
  await manyTags();
  await manyEdits();
  await manyPrivateThreads(api);
  await blockAndMute(api);
  const posts = (sort: 'newest' | 'oldest' | 'trending') => (cursor: string | null) =>
    api.getPosts({ query: { sort, limit: 100, cursor } });
  deep.newest = await cursorAfter(posts('newest'), 10);
  deep.oldest = await cursorAfter(posts('oldest'), 10);
  deep.trending = await cursorAfter(posts('trending'), 10);
  deep.feed = await cursorAfter((cursor) => api.getFeedPage({ query: { limit: 100, cursor } }), 3);
  deep.feedTrending = await cursorAfter((cursor) => api.getFeedPage({ query: { sort: 'trending', limit: 100, cursor } }), 3);
  deep.author = await cursorAfter(
    (cursor): Promise<PostPage> => api.getUserPosts({ username: member.username, query: { limit: 100, cursor } }),
    3,
  );
  deep.bookmarked = await cursorAfter((cursor) => api.getBookmarkedPostsPage({ query: { limit: 10, cursor } }), 2);
  // The member has liked thousands of posts over the years: their list of likes is a seek of many.
  await server.db.query(
    `insert into post_reactions (post_id, user_id, kind, created_at)
     select id, $1, 'like', now() - random() * interval '1000 days' from posts where author_id <> $1 limit 5000
     on conflict do nothing`,
    [memberId],
  );
  await server.db.query('analyze post_reactions');
  deep.liked = await cursorAfter((cursor) => api.getLikedPostsPage({ query: { limit: 100, cursor } }), 10);
  deep.comments = await cursorAfter((cursor) => api.getComments({ postId: commented, query: { limit: 2, cursor } }), 1);
  deep.search = await cursorAfter((cursor) => api.searchUsers({ query: { q: 'noor', limit: 50, cursor } }), 2);
  deep.popular = await cursorAfter((cursor) => api.searchUsers({ query: { limit: 100, cursor } }), 10);
  deep.blocks = await cursorAfter((cursor) => api.getBlocks({ query: { limit: 100, cursor } }), 5);
  deep.followRequests = await cursorAfter((cursor) => api.getFollowRequests({ query: { limit: 100, cursor } }), 5);
  deep.replies = await cursorAfter((cursor) => api.getReplies({ postId: commented, commentId: answered, query: { limit: 1, cursor } }), 1);
  repliesOf = answered;
  // Every member upvotes the answered comment and downvotes the others: a comment's upvoters are a seek of many votes.
  await server.db.query(
    `insert into comment_votes (comment_id, user_id, direction, created_at)
     select c.id, u.id, case when c.id = $1 then 'up' else 'down' end, now() - random() * interval '30 days'
       from comments c cross join users u where c.post_id = $2`,
    [answered, commented],
  );
  await server.db.query('analyze comment_votes');
  deep.tag = await cursorAfter((cursor) => api.getTagPosts({ tag: 'travel', query: { limit: 100, cursor } }), 5);
  deep.tagTrending = await cursorAfter((cursor) => api.getTagPosts({ tag: 'travel', query: { sort: 'trending', limit: 100, cursor } }), 5);
  deep.postSearch = await cursorAfter((cursor) => api.searchPosts({ query: { q: 'bakery', limit: 100, cursor } }), 5);
  deep.captionSearch = await cursorAfter((cursor) => api.searchPosts({ query: { q: 'sunday', limit: 100, cursor } }), 5);
  deep.notifications = await cursorAfter((cursor) => api.getNotifications({ query: { limit: 20, cursor } }), 2);
  deep.followers = await cursorAfter((cursor) => api.getFollowers({ userId: memberId, query: { limit: 100, cursor } }), 3);
  const most = async (table: string) =>
    (await server.db.query<{ id: string }>(`select post_id as id from ${table} group by post_id order by count(*) desc limit 1`)).rows[0]!
      .id;
  mostLiked = await most('post_reactions');
  mostReposted = await most('reposts');
}, 600_000);
afterAll(() => server.close());

const page = (extra: Record<string, string> = {}) => ({ limit: '20', ...extra });

/** How many rows of `table` a plan run read to answer (kept or left out by a filter), over every loop. */
const rowsRead = (nodes: PlanNode[], table: string): number =>
  nodes
    .filter((node) => node['Relation Name'] === table)
    .reduce(
      (sum, node) =>
        sum +
        ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1),
      0,
    );

/** How many entries of the index `index` a plan run read by bitmap, over every loop. */
const entriesRead = (nodes: PlanNode[], index: string): number =>
  nodes
    .filter((node) => node['Node Type'] === 'Bitmap Index Scan' && node['Index Name'] === index)
    .reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0);

describe(`the search of posts on ${generated.posts.toLocaleString('en')} posts, on ${databaseName}`, () => {
  // An index under a search is not enough: walking the newest posts for a word none of them
  // holds reads all of them. A page reads the newest thousand posts and the word's older
  // matches at most, whatever the word.
  it.each([
    ['a common word of contents, by captions', 'search', 'bakery'],
    ['a common word of contents, by contents', 'search-text', 'bakery'],
    ['a common word of captions, by captions', 'search', 'sunday'],
    ['a rare word, by captions', 'search', 'zeppelin'],
    ['a rare word, by contents', 'search-text', 'zeppelin'],
    ['a word nobody wrote, by captions', 'search', 'quixotic'],
    ['a word nobody wrote, by contents', 'search-text', 'quixotic'],
  ])('%s reads a page’s worth of posts, not every post', async (_case, list, q) => {
    const nodes = await planOf({ list, query: page({ q }), analyze: true });
    expect(rowsRead(nodes, 'posts')).toBeLessThan(2_000);
    // Nor every entry of an index: a bitmap of the newest posts ANDed with a rare word's matches
    // read a million entries at 1,000,000 posts.
    expect(entriesRead(nodes, 'posts_newest')).toBeLessThan(2_000);
  });
});

describe(`how the home feed and Explore are planned, on ${generated.posts.toLocaleString('en')} posts, on ${databaseName}`, () => {
  // Planned for each reader and page, they cost more to plan than to run (bench/README.md).
  it.each<[string, () => ExplainRequest]>([
    ['the home feed', () => ({ list: 'feed', id: memberId, query: page({ cursor: deep.feed! }) })],
    ['Explore', () => ({ list: 'posts', query: page({ cursor: deep.newest! }) })],
  ])('%s, once for any reader and page: the plan it runs names the reader as a parameter, not as a value', async (_case, request) => {
    const plan = JSON.stringify(await planOf(request()));
    expect(plan).toMatch(/= \$\d+\b/);
    expect(plan).not.toContain(`'${memberId}'`);
  });
});

describe(`a trending page past the liked posts, on ${generated.posts.toLocaleString('en')} posts, on ${databaseName}`, () => {
  // A cursor at a like count of 0: estimated by its first key alone and strictly ("no post has
  // fewer than 0 likes"), it made the planner walk the whole trending index for each author of a
  // feed, or for the one author of a profile, instead of seeking their posts (5 s at 1,000,000).
  const pastTheLiked = Buffer.from(JSON.stringify(['feed.trending', 0, '2100-01-01T00:00:00.000000Z', 'post-~'])).toString('base64url');
  const authorPastTheLiked = Buffer.from(JSON.stringify(['author.trending', 0, '2100-01-01T00:00:00.000000Z', 'post-~'])).toString(
    'base64url',
  );
  it.each<[string, () => ExplainRequest]>([
    ['the feed', () => ({ list: 'feed', id: memberId, query: page({ sort: 'trending', cursor: pastTheLiked }), analyze: true })],
    [
      "a user's posts",
      () => ({ list: 'author', id: memberId, query: page({ sort: 'trending', cursor: authorPastTheLiked }), analyze: true }),
    ],
  ])('%s reads a page’s worth of posts for each author, not every post', async (_case, request) => {
    expect(rowsRead(await planOf(request()), 'posts')).toBeLessThan(2_000);
  });
});

describe(`the plans of the lists on ${generated.posts.toLocaleString('en')} posts, on ${databaseName}`, () => {
  it.each<[string, () => ExplainRequest]>([
    ['newest, first page', () => ({ list: 'posts', query: page() })],
    ['newest, deep page', () => ({ list: 'posts', query: page({ cursor: deep.newest! }) })],
    ['oldest, first page', () => ({ list: 'posts', query: page({ sort: 'oldest' }) })],
    ['oldest, deep page', () => ({ list: 'posts', query: page({ sort: 'oldest', cursor: deep.oldest! }) })],
    ['trending, first page', () => ({ list: 'posts', query: page({ sort: 'trending' }) })],
    ['trending, deep page', () => ({ list: 'posts', query: page({ sort: 'trending', cursor: deep.trending! }) })],
    ['the feed, first page', () => ({ list: 'feed', id: memberId, query: page() })],
    ['the feed, deep page', () => ({ list: 'feed', id: memberId, query: page({ cursor: deep.feed! }) })],
    [
      'the feed, trending, deep page',
      () => ({ list: 'feed', id: memberId, query: page({ sort: 'trending', cursor: deep.feedTrending! }) }),
    ],
    ["a user's posts, first page", () => ({ list: 'author', id: memberId, query: page() })],
    ["a user's posts, deep page", () => ({ list: 'author', id: memberId, query: page({ cursor: deep.author! }) })],
    ["a user's posts, trending", () => ({ list: 'author', id: memberId, query: page({ sort: 'trending' }) })],
    ['the bookmarked posts, first page', () => ({ list: 'bookmarked', id: memberId, query: page() })],
    ['the bookmarked posts, deep page', () => ({ list: 'bookmarked', id: memberId, query: page({ cursor: deep.bookmarked! }) })],
    ['the liked posts, first page', () => ({ list: 'liked', id: memberId, query: page() })],
    ['the liked posts, deep page', () => ({ list: 'liked', id: memberId, query: page({ cursor: deep.liked! }) })],
    [
      "one's posts that only those mentioned see (conversations)",
      () => ({ list: 'private', id: memberId, viewerId: memberId, query: page() }),
    ],
    [
      "one's conversations read the other way, the earliest first (an app's min_id)",
      () => ({ list: 'private', id: memberId, viewerId: memberId, query: page({ sort: 'oldest' }) }),
    ],
    ["a post's comments, first page", () => ({ list: 'comments', id: commented, query: page() })],
    ["a post's comments, deep page", () => ({ list: 'comments', id: commented, query: page({ cursor: deep.comments! }) })],
    [
      'the people a page names, as its authors are read (getUsers)',
      () => ({
        list: 'usersNamed',
        query: { usernames: Array.from({ length: 20 }, (_, n) => `sam_${n * 7 + 1}`).join(','), previews: 'none' },
      }),
    ],
    ['the people a page names, with their previews', () => ({ list: 'usersNamed', query: { usernames: 'sam_1,sam_2,sam_3' } })],
    ['the user search, first page', () => ({ list: 'users', query: page({ q: 'noor' }) })],
    ['the user search, deep page', () => ({ list: 'users', query: page({ q: 'noor', cursor: deep.search! }) })],
    ['the most followed users, first page', () => ({ list: 'users', query: page() })],
    ['the most followed users, deep page', () => ({ list: 'users', query: page({ cursor: deep.popular! }) })],
    ['Explore, nobody signed in', () => ({ list: 'posts', viewerId: null, query: page() })],
    ['the user search, nobody signed in', () => ({ list: 'users', viewerId: null, query: page({ q: 'noor' }) })],
    ['the search of the people one follows', () => ({ list: 'users', query: page({ q: 'sam', following: 'true' }) })],
    ['the people one follows, most followed first', () => ({ list: 'users', query: page({ following: 'true' }) })],
    ['the people one blocks, first page', () => ({ list: 'blocks', id: memberId, query: page() })],
    ['the people one blocks, deep page', () => ({ list: 'blocks', id: memberId, query: page({ cursor: deep.blocks! }) })],
    ['the people one mutes', () => ({ list: 'mutes', id: memberId, query: page() })],
    ['the people who ask to follow one, first page', () => ({ list: 'followRequests', id: memberId, query: page() })],
    [
      'the people who ask to follow one, deep page',
      () => ({ list: 'followRequests', id: memberId, query: page({ cursor: deep.followRequests! }) }),
    ],
    ["a profile's followers, first page", () => ({ list: 'followers', id: memberId, query: page() })],
    ["a profile's followers, deep page", () => ({ list: 'followers', id: memberId, query: page({ cursor: deep.followers! }) })],
    ['the people a profile follows', () => ({ list: 'following', id: memberId, query: page() })],
    ["a post's likers", () => ({ list: 'likers', id: mostLiked, query: page() })],
    ["a post's reposters", () => ({ list: 'reposters', id: mostReposted, query: page() })],
    ["a comment's upvoters", () => ({ list: 'upvoters', id: repliesOf, query: page() })],
    ["a comment's replies, first page", () => ({ list: 'replies', id: repliesOf, query: page() })],
    ["a comment's replies, deep page", () => ({ list: 'replies', id: repliesOf, query: page({ cursor: deep.replies! }) })],
    ["a tag's posts, first page", () => ({ list: 'tag', id: 'travel', query: page() })],
    ["a tag's posts, deep page", () => ({ list: 'tag', id: 'travel', query: page({ cursor: deep.tag! }) })],
    [
      "a tag's posts, trending, deep page",
      () => ({ list: 'tag', id: 'travel', query: page({ sort: 'trending', cursor: deep.tagTrending! }) }),
    ],
    ["a tag's posts, nobody signed in", () => ({ list: 'tag', id: 'travel', viewerId: null, query: page() })],
    ['the search of posts by captions, a common word of contents', () => ({ list: 'search', query: page({ q: 'bakery' }) })],
    ['the search of posts by contents, a common word, first page', () => ({ list: 'search-text', query: page({ q: 'bakery' }) })],
    [
      'the search of posts by contents, a common word, deep page',
      () => ({ list: 'search-text', query: page({ q: 'bakery', cursor: deep.postSearch! }) }),
    ],
    ['the search of posts by captions, a common word of captions, first page', () => ({ list: 'search', query: page({ q: 'sunday' }) })],
    [
      'the search of posts by captions, a common word of captions, deep page',
      () => ({ list: 'search', query: page({ q: 'sunday', cursor: deep.captionSearch! }) }),
    ],
    ['the search of posts by captions, a rare word', () => ({ list: 'search', query: page({ q: 'zeppelin' }) })],
    ['the search of posts by contents, two words', () => ({ list: 'search-text', query: page({ q: 'bakery river' }) })],
    ['the search of tags, a beginning', () => ({ list: 'tags', query: page({ q: 'tag12' }) })],
    ['the search of tags, the most used', () => ({ list: 'tags', query: page() })],
    ["a post's edit history", () => ({ list: 'history', id: commented, query: page() })],
    ["one's notifications, first page", () => ({ list: 'notifications', id: memberId, query: page() })],
    ["one's notifications, deep page", () => ({ list: 'notifications', id: memberId, query: page({ cursor: deep.notifications! }) })],
    ["one's conversations, first page", () => ({ list: 'conversations', id: memberId, query: page() })],
    ["one's conversations, deep page", () => ({ list: 'conversations', id: memberId, query: page({ cursor: deep.conversations! }) })],
    ["a conversation's messages, first page", () => ({ list: 'messages', id: longConversation, query: page() })],
    ["a conversation's messages, deep page", () => ({ list: 'messages', id: longConversation, query: page({ cursor: deep.messages! }) })],
  ])('%s reads through an index and scans no large table', async (_case, request) => {
    const nodes = await planOf(request());
    const scans = nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);
    expect(scans.filter((table) => largeTables.includes(table ?? ''))).toEqual([]);
    expect(nodes.some((node) => /Index/.test(node['Node Type']))).toBe(true);
  });

  it.each([
    ['first page', () => page()],
    ['deep page', () => page({ cursor: deep.liked! })],
  ])('the posts one liked among thousands, %s: a seek of their likes, the latest first', async (_case, query) => {
    const nodes = await planOf({ list: 'liked', id: memberId, query: query() });
    // A post's own columns read its likers too (post_reactions_latest); the list is read by its index.
    expect(nodes.map((node) => node['Index Name'])).toContain('post_reactions_liked_latest');
  });
});
