import type { User, UserRef } from '../entities';
import * as reasons from '../reasons';
import { fail, succeed, type Result } from './result';
import { includesUser, withUser, withoutUser } from './user-refs';

/** Following is refused for oneself and for someone already followed. */
export function decideFollow(user: UserRef, target: UserRef, alreadyFollowing: boolean): Result<true> {
  if (user._id === target._id) return fail(400, reasons.followSelf);
  return alreadyFollowing ? fail(400, reasons.alreadyFollowing) : succeed(true);
}

/** Unfollowing is refused for someone not followed. */
export const decideUnfollow = (following: boolean): Result<true> => (following ? succeed(true) : fail(400, reasons.notFollowing));

type FollowPair = { user: User; followUser: User };

/** Follow adds each user to the other's following/followers list. */
export function follow(user: User, target: User): Result<FollowPair> {
  const decided = decideFollow(user, target, includesUser(user.following, target));
  if (!decided.ok) return decided;
  return succeed({
    user: { ...user, following: withUser(user.following, target) },
    followUser: { ...target, followers: withUser(target.followers, user) },
  });
}

export function unfollow(user: User, target: User): Result<FollowPair> {
  const decided = decideUnfollow(includesUser(user.following, target));
  if (!decided.ok) return decided;
  return succeed({
    user: { ...user, following: withoutUser(user.following, target) },
    followUser: { ...target, followers: withoutUser(target.followers, user) },
  });
}

/**
 * A person's record as one's follow (`following`) or unfollow changes it, for the one who does
 * it: what a page shows before the answer comes. Someone who approves their followers (or is
 * on another server) is asked instead, and counts nobody more until they accept; an unfollow ends a follow or withdraws a
 * request, whichever there is.
 */
export function afterFollowChange(user: User, following: boolean): User {
  const engaged = user.followedByMe === true || user.followRequestedByMe === true;
  if (engaged === following) return user;
  if (!following) {
    const followerCount = user.followerCount - (user.followedByMe === true ? 1 : 0);
    return { ...user, followedByMe: false, followRequestedByMe: false, followerCount };
  }
  // A person of another server is followed once their server accepts: asked, until then.
  if (user.approveFollowers || user.domain !== undefined) return { ...user, followRequestedByMe: true };
  return { ...user, followedByMe: true, followerCount: user.followerCount + 1 };
}

/**
 * Whether `user`'s profile lists their posts to `viewerId` (null: nobody signed in): always, unless
 * they approve their followers; then to themself and their followers alone (the server's
 * profilePostsOpenTo, in SQL, is this rule).
 */
export const profilePostsOpen = (user: User, viewerId: string | null): boolean =>
  !user.approveFollowers || user._id === viewerId || user.followedByMe === true;
