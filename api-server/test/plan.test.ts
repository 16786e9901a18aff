import type { PostPage } from 'api-contract/payloads';
import { appClientFor, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

/**
 * The query plans of every list, on 100,000 generated posts: each reads through an index, none
 * scans the posts table, at the first page and deep in the list alike. The plans are of the
 * lists' own statements (the page with its records, their likers, voters or followers), built by
 * the server from the same query a call sends (POST /api/testing/explain).
 */

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
type ExplainRequest = { list: string; id?: string; viewerId?: string; query?: Record<string, string> };

const generated = { users: 3_000, posts: 100_000 };
/** Tables a list must never read whole. */
const largeTables = ['posts', 'post_reactions', 'comments', 'bookmarks', 'follows', 'users'];
/** A generated user with followers, followed and bookmarks (generated users sign in with this password). */
const member = { username: 'sam_1', password: 'generated123' };
const memberId = 'user-g1';

let server: InProcessServer;
/** Cursors deep in each list, as the calls themselves gave them. */
const deep: Record<string, string> = {};

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

beforeAll(async () => {
  server = await startInProcess();
  const reset = await send(server, 'POST', '/api/testing/reset', { body: generated });
  expect(reset.status).toBe(204);
  const api = await appClientFor(server, member);
  for (const postId of Array.from({ length: 30 }, (_, index) => `post-x${index * 997 + 1}`)) {
    await api.addBookmark({ postId }).catch(() => undefined);
  }
  for (const text of ['One', 'Two', 'Three', 'Four']) await api.addComment({ postId: 'post-x7', body: { text } });
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
  deep.comments = await cursorAfter((cursor) => api.getComments({ postId: 'post-x7', query: { limit: 2, cursor } }), 1);
  deep.search = await cursorAfter((cursor) => api.searchUsers({ query: { q: 'noor', limit: 50, cursor } }), 2);
  deep.popular = await cursorAfter((cursor) => api.searchUsers({ query: { limit: 100, cursor } }), 10);
}, 600_000);
afterAll(() => server.close());

const page = (extra: Record<string, string> = {}) => ({ limit: '20', ...extra });

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
    ["a post's comments, first page", () => ({ list: 'comments', id: 'post-x7', query: page() })],
    ["a post's comments, deep page", () => ({ list: 'comments', id: 'post-x7', query: page({ cursor: deep.comments! }) })],
    ['the user search, first page', () => ({ list: 'users', query: page({ q: 'noor' }) })],
    ['the user search, deep page', () => ({ list: 'users', query: page({ q: 'noor', cursor: deep.search! }) })],
    ['the most followed users, first page', () => ({ list: 'users', query: page() })],
    ['the most followed users, deep page', () => ({ list: 'users', query: page({ cursor: deep.popular! }) })],
  ])('%s reads through an index and scans no large table', async (_case, request) => {
    const nodes = await planOf(request());
    const scans = nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);
    expect(scans.filter((table) => largeTables.includes(table ?? ''))).toEqual([]);
    expect(nodes.some((node) => /Index/.test(node['Node Type']))).toBe(true);
  });
});
