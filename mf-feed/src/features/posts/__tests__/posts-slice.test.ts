import type { Post } from 'api-contract/entities';
import { bookmarkPost, fetchPosts, initialPostsState, likePost, newestFirst, postsReducer } from '../store/posts-slice';

const post = (id: string, createdAt: string) => ({ _id: id, createdAt }) as Post;

const guest = { _id: 'u-guest', username: 'guest' };
const others = [
  { _id: 'u-a', username: 'a' },
  { _id: 'u-b', username: 'b' },
];
const likedByOthers = { likeCount: 2, likedBy: others, dislikedBy: [] };

test('a like shows at once, before the server answers, and is taken back if the call fails', () => {
  const start = { ...initialPostsState, posts: [{ ...post('p1', '2026-01-01T00:00:00Z'), likes: likedByOthers }] };
  const requested = postsReducer(start, likePost.request({ postId: 'p1', user: guest }));
  expect(requested.posts[0]?.likes.likeCount).toBe(3);
  expect(requested.posts[0]?.likes.likedBy).toEqual([...others, guest]);
  const failed = postsReducer(requested, likePost.failure({ message: 'offline', status: 0, subject: 'p1' }));
  expect(failed.posts[0]?.likes).toEqual(likedByOthers);
});

test('a bookmark shows at once and is taken back if the call fails', () => {
  const requested = postsReducer(initialPostsState, bookmarkPost.request({ postId: 'p9' }));
  expect(requested.bookmarks).toEqual(['p9']);
  expect(postsReducer(requested, bookmarkPost.failure({ message: 'x', status: 0, subject: 'p9' })).bookmarks).toEqual([]);
});

test('the list is kept newest first, whatever order the server answers in', () => {
  const posts = [post('a', '2026-01-01T00:00:00Z'), post('c', '2026-03-01T00:00:00Z'), post('b', '2026-02-01T00:00:00Z')];
  expect(newestFirst(posts).map((entry) => entry._id)).toEqual(['c', 'b', 'a']);
});

test('a failed fetch keeps the spec message for the page to show', () => {
  const state = postsReducer(initialPostsState, fetchPosts.failure({ message: 'offline', status: 0 }));
  expect(state.errorMessage).toBe('could not feth posts!');
  expect(state.isLoading).toBe(false);
});

test('a post is pending from its like request until the answer, so a second click waits', () => {
  const requested = postsReducer(initialPostsState, likePost.request({ postId: 'p1', user: guest }));
  expect(requested.pending).toEqual(['p1']);
  const answered = postsReducer(requested, likePost.success({ postId: 'p1', posts: [] }));
  expect(answered.pending).toEqual([]);
  const failed = postsReducer(requested, likePost.failure({ message: 'x', status: 400, subject: 'p1' }));
  expect(failed.pending).toEqual([]);
});
