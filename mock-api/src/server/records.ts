import type { Comment, Post, User, UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import type { ValidCredentials, ValidPostData, ValidSignup } from 'api-contract/payloads';
import { fail, succeed, type Result } from 'api-contract/rules/result';

/**
 * How the mock keeps its records: whole users and posts in Mirage's collections, comments and
 * likes inside their post (the spec's shapes), every list whole. Counts and what a viewer did
 * are not stored: views.ts reads them off the lists when it shows a record, so they cannot
 * drift. The contract's rules decide; these build the records.
 */

/** A bookmark; `n` grows with each bookmark made, so the latest comes first in a page of them. */
export type StoredBookmark = { postId: string; n: number };

/** A user as the mock stores them: the only shape that holds the password. */
export type StoredUser = Omit<User, 'email' | 'bookmarks' | 'followerCount' | 'followingCount' | 'postCount' | 'followedByMe'> & {
  password: string;
  email: string;
  bookmarks: StoredBookmark[];
};

/** A post as stored: every liker and every comment, and nothing about who looks at it. */
export type StoredPost = Omit<Post, 'likedByMe' | 'bookmarkedByMe'>;

const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** A new account; usernames are unique whatever the letter case. */
export function createUser(users: StoredUser[], data: ValidSignup, id: string, now: string): Result<StoredUser> {
  if (users.some((user) => sameName(user.username, data.username))) return fail(422, messages.usernameTaken);
  return succeed({
    _id: id,
    firstName: data.firstName,
    lastName: data.lastName,
    username: data.username,
    email: data.email,
    password: data.password,
    bio: data.bio,
    website: data.website,
    img: '',
    createdAt: now,
    updatedAt: now,
    followers: [],
    following: [],
    bookmarks: [],
  });
}

/** The account a login names (whatever the letter case), if its password matches. */
export function checkCredentials(users: StoredUser[], credentials: ValidCredentials): Result<StoredUser> {
  const user = users.find((candidate) => sameName(candidate.username, credentials.username));
  if (!user) return fail(404, messages.userNotRegistered);
  if (user.password !== credentials.password) return fail(401, messages.wrongPassword);
  return succeed(user);
}

export const isBookmarked = (user: StoredUser, postId: string): boolean => user.bookmarks.some((entry) => entry.postId === postId);

/** The user as the follow rules take them: whole lists, counts read off them. */
export function asRuleUser(user: StoredUser): User {
  const { password: _password, bookmarks: _bookmarks, ...fields } = user;
  return { ...fields, followerCount: user.followers.length, followingCount: user.following.length, postCount: 0 };
}

/** What the mock keeps of a post a rule handed back: no viewer fields, the comment count exact. */
export function toStoredPost(post: Post | StoredPost): StoredPost {
  const { likedByMe: _liked, bookmarkedByMe: _bookmarked, ...stored } = post as Post;
  return { ...stored, commentCount: stored.comments.length };
}

export function createPost(author: UserRef & { firstName: string }, data: ValidPostData, id: string, now: string): StoredPost {
  return {
    _id: id,
    id,
    caption: data.caption,
    content: data.content,
    img: data.img,
    firstName: author.firstName,
    username: author.username,
    likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
    comments: [],
    commentCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

export function newComment(author: UserRef, text: string, id: string, now: string): Comment {
  return { _id: id, username: author.username, text, votes: { upvotedBy: [], downvotedBy: [] }, createdAt: now, updatedAt: now };
}

export const replaceComment = (post: StoredPost, comment: Comment): StoredPost => ({
  ...post,
  comments: post.comments.map((candidate) => (candidate._id === comment._id ? comment : candidate)),
});
