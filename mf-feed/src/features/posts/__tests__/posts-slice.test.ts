import type { Post } from 'api-contract/entities';
import { liveEventReceived } from 'shell/live';
import { makeUser } from 'api-contract/testing';
import { block, mute, unblock, unmute } from 'shell/users';
import type { FeedQuery } from '../store/feeds';
import { selectFeed, selectIsPostPending, selectPost } from '../store/posts-selectors';
import {
  announcedPostsShown,
  bookmarkPost,
  fetchFeedPage,
  initialPostsState,
  likePost,
  postAnnounced,
  postsReducer,
  removeBookmark,
  type PostsState,
} from '../store/posts-slice';

const guest = { _id: 'u-guest', username: 'guest' };
const others = [
  { _id: 'u-a', username: 'a' },
  { _id: 'u-b', username: 'b' },
];

const post = (id: string, fields: Partial<Post> = {}): Post => ({
  _id: id,
  id,
  content: '',
  caption: id,
  img: '',
  images: [],
  firstName: 'A',
  username: 'a',
  likes: { likeCount: 2, likedBy: others, dislikedBy: [] },
  comments: [],
  commentCount: 0,
  repostCount: 0,
  visibility: 'public',
  repostedBy: [],
  likedByMe: false,
  bookmarkedByMe: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  contentWarning: '',
  editedAt: null,
  language: null,
  ...fields,
});

const explore: FeedQuery = { source: { kind: 'explore' }, sort: 'newest' };
const page = (posts: Post[], nextCursor: string | null, first: boolean) =>
  fetchFeedPage.success({ query: explore, posts, nextCursor, first, receivedAt: 0 });
const reduce = (state: PostsState, ...actions: Parameters<typeof postsReducer>[1][]) => actions.reduce(postsReducer, state);
const view = (posts: PostsState) => ({ posts });
const loaded = (...posts: Post[]) => reduce(initialPostsState, page(posts, null, true));

test('a like shows at once, before the server answers, and is taken back if the call fails', () => {
  const requested = reduce(loaded(post('p1')), likePost.request({ postId: 'p1', user: guest, changeId: 'c1' }));
  expect(selectPost('p1')(view(requested))).toMatchObject({ likedByMe: true, likes: { likeCount: 3, likedBy: [...others, guest] } });
  const failed = reduce(requested, likePost.failure({ message: 'offline', status: 0, subject: 'p1', changeId: 'c1' }));
  expect(selectPost('p1')(view(failed))).toMatchObject({ likedByMe: false, likes: { likeCount: 2, likedBy: others } });
});

test("a like's answer replaces the post with what the server stored, and the change is dropped", () => {
  const requested = reduce(loaded(post('p1')), likePost.request({ postId: 'p1', user: guest, changeId: 'c1' }));
  const stored = post('p1', { likedByMe: true, likes: { likeCount: 7, likedBy: [guest], dislikedBy: [] } });
  const answered = reduce(requested, likePost.success({ post: stored, changeId: 'c1' }));
  expect(selectPost('p1')(view(answered))?.likes.likeCount).toBe(7);
  expect(answered.changes).toEqual([]);
});

test('a bookmark taken away shows at once and comes back if the call fails', () => {
  const start = loaded(post('p9', { bookmarkedByMe: true }));
  const requested = reduce(start, removeBookmark.request({ postId: 'p9', changeId: 'c1' }));
  expect(selectPost('p9')(view(requested))?.bookmarkedByMe).toBe(false);
  const failed = reduce(requested, removeBookmark.failure({ message: 'x', status: 0, subject: 'p9', changeId: 'c1' }));
  expect(selectPost('p9')(view(failed))?.bookmarkedByMe).toBe(true);
});

test('two overlapping changes of one post: the failure of one leaves the other', () => {
  const start = loaded(post('p1'));
  const both = reduce(
    start,
    likePost.request({ postId: 'p1', user: guest, changeId: 'like' }),
    bookmarkPost.request({ postId: 'p1', changeId: 'bookmark' }),
  );
  const likeFailed = reduce(both, likePost.failure({ message: 'x', status: 0, subject: 'p1', changeId: 'like' }));
  expect(selectPost('p1')(view(likeFailed))).toMatchObject({ likedByMe: false, bookmarkedByMe: true });
});

test('a list keeps ids: the next page adds the posts it has not shown, in order, and its cursor', () => {
  const first = loaded(post('p3'), post('p2'));
  const next = reduce(first, fetchFeedPage.request({ query: explore, cursor: 'c2' }), page([post('p2'), post('p1')], null, false));
  const feed = selectFeed(explore)(view(next));
  expect(feed.ids).toEqual(['p3', 'p2', 'p1']);
  expect(feed.nextCursor).toBeNull();
  expect(feed.more).toBe('idle');
  expect(Object.keys(next.byId).sort()).toEqual(['p1', 'p2', 'p3']);
});

test('a page of posts keeps no comments: they are mf-comments’ to keep', () => {
  const withComments = post('p1', {
    comments: [
      {
        _id: 'c',
        username: 'a',
        text: 't',
        votes: { upvotedBy: [], downvotedBy: [] },
        parentId: null,
        replyCount: 0,
        createdAt: '',
        updatedAt: '',
      },
    ],
  });
  expect(loaded(withComments).byId.p1).not.toHaveProperty('comments');
});

test('a failed first page says why in the list; a failed next page keeps the list', () => {
  const failedFirst = reduce(
    initialPostsState,
    fetchFeedPage.failure({ message: 'could not feth posts!', status: 0, query: explore, first: true }),
  );
  expect(selectFeed(explore)(view(failedFirst))).toMatchObject({ status: 'failed', error: 'could not feth posts!' });
  const failedNext = reduce(loaded(post('p1')), fetchFeedPage.failure({ message: 'offline', status: 0, query: explore, first: false }));
  expect(selectFeed(explore)(view(failedNext))).toMatchObject({ status: 'loaded', more: 'failed', ids: ['p1'] });
});

test('a post is pending from its like request until the answer, so a second click waits', () => {
  const requested = reduce(loaded(post('p1')), likePost.request({ postId: 'p1', user: guest, changeId: 'c1' }));
  expect(selectIsPostPending('p1')(view(requested))).toBe(true);
  const answered = reduce(requested, likePost.success({ post: post('p1'), changeId: 'c1' }));
  expect(selectIsPostPending('p1')(view(answered))).toBe(false);
});

test('announced posts wait above the list; a deleted post leaves every list', () => {
  const announced = reduce(loaded(post('p1'), post('p2')), postAnnounced({ key: 'explore:newest', postId: 'p0' }));
  expect(selectFeed(explore)(view(announced)).announced).toEqual(['p0']);
  const deleted = reduce(announced, liveEventReceived({ id: '1', event: { type: 'post.deleted', postId: 'p1' } }));
  expect(selectFeed(explore)(view(deleted)).ids).toEqual(['p2']);
  expect(selectPost('p1')(view(deleted))).toBeUndefined();
});

test('a live like count moves the card, unless a change of this page is under way for the post', () => {
  const counted = reduce(loaded(post('p1')), liveEventReceived({ id: '1', event: { type: 'post.likes', postId: 'p1', likeCount: 9 } }));
  expect(selectPost('p1')(view(counted))?.likes.likeCount).toBe(9);
  const mine = reduce(loaded(post('p1')), likePost.request({ postId: 'p1', user: guest, changeId: 'c1' }));
  const during = reduce(mine, liveEventReceived({ id: '2', event: { type: 'post.likes', postId: 'p1', likeCount: 9 } }));
  expect(selectPost('p1')(view(during))?.likes.likeCount).toBe(3);
});

describe('a person blocked or muted: their posts leave the lists at once', () => {
  const answer = (username: string) => ({ userId: `u-${username}`, username, user: makeUser({ _id: `u-${username}`, username }) });
  const mixed = () => loaded(post('p1', { username: 'a' }), post('p2', { username: 'B' }), post('p3', { username: 'a' }));

  test.each([
    ['blocked: gone from the page too', block.success(answer('b')), undefined],
    ['muted: still reachable by its id', mute.success(answer('b')), 'p2'],
  ])('%s', (_case, action, kept) => {
    const announced = reduce(mixed(), postAnnounced({ key: 'explore:newest', postId: 'p2' }));
    const after = reduce(announced, action);
    expect(selectFeed(explore)(view(after))).toMatchObject({ ids: ['p1', 'p3'], announced: [] });
    expect(selectPost('p2')(view(after))?._id).toBe(kept);
  });

  test.each([
    ['unblocked', unblock.success(answer('b'))],
    ['unmuted', unmute.success(answer('b'))],
  ])('%s: every list loads again', (_case, action) => {
    const after = reduce(mixed(), action);
    expect(selectFeed(explore)(view(after)).loadedAt).toBeNull();
  });
});

test('announced posts the page has read go to the top of their list when asked for', () => {
  const announced = reduce(
    loaded(post('p1'), post('p2')),
    fetchFeedPage.success({
      query: { source: { kind: 'user', username: 'x' }, sort: 'newest' },
      posts: [post('p0')],
      nextCursor: null,
      first: true,
      receivedAt: 0,
    }),
    postAnnounced({ key: 'explore:newest', postId: 'p0' }),
  );
  const shown = reduce(announced, announcedPostsShown({ query: explore }));
  expect(selectFeed(explore)(view(shown))).toMatchObject({ ids: ['p0', 'p1', 'p2'], announced: [] });
});

test.each([
  ['bookmarked', 'a bookmark', bookmarkPost.success({ post: post('p9', { bookmarkedByMe: true }), changeId: 'c1' })],
  ['liked', 'a like', likePost.success({ post: post('p9', { likedByMe: true }), changeId: 'c1' })],
] as const)('the %s list loads again the next time it opens after %s made elsewhere', (kind, _what, action) => {
  const kept: FeedQuery = { source: { kind }, sort: 'newest' };
  const shown = reduce(
    initialPostsState,
    fetchFeedPage.success({ query: kept, posts: [post('p1')], nextCursor: null, first: true, receivedAt: 5 }),
  );
  expect(selectFeed(kept)(view(shown)).loadedAt).toBe(5);
  expect(selectFeed(kept)(view(reduce(shown, action))).loadedAt).toBeNull();
});
