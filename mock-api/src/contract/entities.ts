/**
 * The entities of the API contract (spec section 3). A real server implements the same
 * shapes; nothing here knows how they are stored.
 */

/** How a user is referred to inside another record (likes, votes, follows). */
export type UserRef = { _id: string; username: string };

/** A user as every response shows it: never with a password. */
export type User = {
  _id: string;
  firstName: string;
  lastName: string;
  username: string;
  /** Only on the signed-in user's own record: other people's addresses are never sent. */
  email?: string;
  bio: string;
  website: string;
  /** Avatar: a URL or a data URL. Empty when the user has none. */
  img: string;
  createdAt: string;
  updatedAt: string;
  followers: UserRef[];
  following: UserRef[];
  /** Ids of the posts this user bookmarked. */
  bookmarks: string[];
};

export type Votes = { upvotedBy: UserRef[]; downvotedBy: UserRef[] };

export type Comment = {
  _id: string;
  username: string;
  text: string;
  votes: Votes;
  createdAt: string;
  updatedAt: string;
};

export type Likes = { likeCount: number; likedBy: UserRef[]; dislikedBy: UserRef[] };

export type Post = {
  _id: string;
  /** The same value as `_id`; the spec's comments route names posts by this field. */
  id: string;
  content: string;
  caption: string;
  /** A data URL when uploaded; empty when the post has no image. */
  img: string;
  firstName: string;
  /** The author's username. */
  username: string;
  likes: Likes;
  comments: Comment[];
  createdAt: string;
  updatedAt: string;
};
