import * as v from 'valibot';

/**
 * The entities of the contract as schemas, for checking data that comes from outside the
 * code: a session kept in local storage, a response. The types in entities.ts describe the
 * same shapes.
 */
export const UserRefSchema = v.object({ _id: v.string(), username: v.string() });

export const UserSchema = v.object({
  _id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  username: v.string(),
  email: v.optional(v.string()),
  bio: v.string(),
  website: v.string(),
  img: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  followers: v.array(UserRefSchema),
  following: v.array(UserRefSchema),
  bookmarks: v.array(v.string()),
});
