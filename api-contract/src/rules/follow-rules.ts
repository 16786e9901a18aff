import type { User, UserRef } from '../entities';
import { reasons } from '../messages';
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
