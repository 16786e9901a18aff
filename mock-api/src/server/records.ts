import type { Comment, Post, User, UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import type { ValidCredentials, ValidPostData, ValidSignup } from 'api-contract/payloads';
import { fail, succeed, type Result } from 'api-contract/rules/result';

/**
 * How the mock keeps its records: whole users and posts in Mirage's collections, comments and
 * likes inside their post (the spec's shapes). The contract's rules decide; these build and
 * show the records.
 */

/** A user as the mock stores them: the only shape that holds the password. */
export type StoredUser = User & { password: string; email: string; bookmarks: string[] };

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

/**
 * A user as a response shows them to `viewer`: never the password, and another person's email
 * address and bookmarks are theirs alone.
 */
export function toPublicUser(user: StoredUser, viewer: UserRef | null): User {
  const { password: _password, email, bookmarks, ...shown } = user;
  return viewer?._id === user._id ? { ...shown, email, bookmarks } : shown;
}

export function createPost(author: User, data: ValidPostData, id: string, now: string): Post {
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
    createdAt: now,
    updatedAt: now,
  };
}

export function newComment(author: UserRef, text: string, id: string, now: string): Comment {
  return { _id: id, username: author.username, text, votes: { upvotedBy: [], downvotedBy: [] }, createdAt: now, updatedAt: now };
}

export const replaceComment = (post: Post, comment: Comment): Post => ({
  ...post,
  comments: post.comments.map((candidate) => (candidate._id === comment._id ? comment : candidate)),
});
