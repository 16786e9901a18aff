import * as v from 'valibot';
import { roles } from '../runtime-config';

/**
 * The entities of the API contract (spec section 3) as schemas: the types in entities.ts are
 * inferred from them, a client checks data from outside its code with them (a session kept in
 * local storage), and the server's OpenAPI document is generated from them.
 */

/** How a user is referred to inside another record (likes, votes, follows). */
export const UserRefSchema = v.object({ _id: v.string(), username: v.string() });

/**
 * One signed-in browser or device of the person asking, as their list of sessions shows it:
 * `current` is the one the call came from.
 */
export const SessionSchema = v.object({
  id: v.string(),
  device: v.string(),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  current: v.boolean(),
});

/** A user as every response shows them: never with a password. */
export const UserSchema = v.object({
  _id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  username: v.string(),
  /** Only on the signed-in user's own record: other people's addresses are never sent. */
  email: v.optional(v.string()),
  bio: v.string(),
  website: v.string(),
  /** Avatar: the address of the stored image (or a data URL in the mock); empty when none. */
  img: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The latest followers and followed users (at most `previewMax`; the viewer always among them). */
  followers: v.array(UserRefSchema),
  following: v.array(UserRefSchema),
  followerCount: v.number(),
  followingCount: v.number(),
  postCount: v.number(),
  /** Whether the signed-in viewer follows this user; absent when nobody is signed in. */
  followedByMe: v.optional(v.boolean()),
  /** Ids of the posts this user bookmarked: only on the signed-in user's own record. */
  bookmarks: v.optional(v.array(v.string())),
  /** Member, moderator or admin: public, as the staff badge on a profile shows it. */
  role: v.picklist(roles),
});

/**
 * A signup waiting for an admin's approval (registration `approval`), as the waiting list shows
 * it to admins: who they say they are and why they want to join. `_id` becomes the account's
 * id once approved.
 */
export const SignupRequestSchema = v.object({
  _id: v.string(),
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  reason: v.string(),
  createdAt: v.string(),
});

/** An invite code (registration `invite`): how many more signups it lets in, until when, who made it and who joined with it. */
export const InviteSchema = v.object({
  code: v.string(),
  usesLeft: v.number(),
  expiresAt: v.string(),
  createdAt: v.string(),
  createdBy: UserRefSchema,
  /** The accounts that signed up with it, the first first (at most the uses it was made with). */
  joined: v.array(UserRefSchema),
});

export const VotesSchema = v.object({ upvotedBy: v.array(UserRefSchema), downvotedBy: v.array(UserRefSchema) });

export const CommentSchema = v.object({
  _id: v.string(),
  username: v.string(),
  text: v.string(),
  votes: VotesSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});

/** Likes: the count is exact; the lists show the latest (at most `previewMax`), the viewer always among them. */
export const LikesSchema = v.object({ likeCount: v.number(), likedBy: v.array(UserRefSchema), dislikedBy: v.array(UserRefSchema) });

export const PostSchema = v.object({
  _id: v.string(),
  /** The same value as `_id`; the spec's comments route names posts by this field. */
  id: v.string(),
  content: v.string(),
  caption: v.string(),
  /** The address of the stored image (or a data URL in the mock); empty when the post has none. */
  img: v.string(),
  firstName: v.string(),
  /** The author's username. */
  username: v.string(),
  likes: LikesSchema,
  /**
   * The first comments (at most `previewMax`) in the spec's calls; empty in pages and in
   * minimal answers, where `commentCount` says how many there are and the comments call pages them.
   */
  comments: v.array(CommentSchema),
  commentCount: v.number(),
  /** What the signed-in viewer did to this post; absent when nobody is signed in. */
  likedByMe: v.optional(v.boolean()),
  bookmarkedByMe: v.optional(v.boolean()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
