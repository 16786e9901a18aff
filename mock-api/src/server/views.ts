import type { Comment, Post, User, UserRef } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { includesUser } from 'api-contract/rules/user-refs';
import { commentOrder } from './orders';
import { sortedBy } from './pages';
import { isBookmarked, type StoredPost, type StoredUser } from './records';

/**
 * Records as an answer shows them to its viewer (the signed-in user, or no one): counts read off
 * the stored lists, so always exact; lists inside a record cut to the latest few, so a record
 * stays small however popular it is; and what the viewer did, only when someone is signed in.
 */

export type Viewer = StoredUser | null;

/**
 * The latest `previewMax` of a list kept in the order things happened, the viewer always among
 * them when they are in it, so a client can tell from the list that the viewer liked or follows.
 */
export function previewOf(list: UserRef[], viewer: Viewer): UserRef[] {
  const latest = list.slice(-limits.previewMax);
  if (!viewer || includesUser(latest, viewer) || !includesUser(list, viewer)) return latest;
  const others = new Set(list.filter((ref) => ref._id !== viewer._id).slice(-(limits.previewMax - 1)));
  return list.filter((ref) => ref._id === viewer._id || others.has(ref));
}

/** A post's first comments, oldest first, as the spec's calls show them inside the post. */
export const firstComments = (post: StoredPost, count: number): Comment[] => sortedBy(post.comments, commentOrder).slice(0, count);

/**
 * `comments: 'first'` shows the first `previewMax` comments (the spec's calls); 'none' shows
 * none (pages and minimal answers, where `commentCount` says how many there are).
 */
export function showPost(post: StoredPost, viewer: Viewer, comments: 'first' | 'none'): Post {
  const { likes } = post;
  return {
    ...post,
    likes: { likeCount: likes.likeCount, likedBy: previewOf(likes.likedBy, viewer), dislikedBy: previewOf(likes.dislikedBy, viewer) },
    comments: comments === 'first' ? firstComments(post, limits.previewMax) : [],
    commentCount: post.comments.length,
    ...(viewer ? { likedByMe: includesUser(likes.likedBy, viewer), bookmarkedByMe: isBookmarked(viewer, post._id) } : {}),
  };
}

/** The ids of the latest `unpagedMax` bookmarks, in the order they were made (the spec's shape). */
export const bookmarkIds = (user: StoredUser): string[] => user.bookmarks.slice(-limits.unpagedMax).map((entry) => entry.postId);

/**
 * A user without the password; their email address and bookmarks only to themselves.
 * `postCount` is counted by the caller, who may count for many users at once.
 */
export function showUser(user: StoredUser, viewer: Viewer, postCount: number): User {
  const { password: _password, email, bookmarks: _bookmarks, ...shown } = user;
  const own = viewer?._id === user._id;
  return {
    ...shown,
    followers: previewOf(user.followers, viewer),
    following: previewOf(user.following, viewer),
    followerCount: user.followers.length,
    followingCount: user.following.length,
    postCount,
    ...(viewer ? { followedByMe: includesUser(user.followers, viewer) } : {}),
    ...(own ? { email, bookmarks: bookmarkIds(user) } : {}),
  };
}
