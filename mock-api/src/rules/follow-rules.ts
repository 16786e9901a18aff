import type { User } from '../contract/entities';
import { messages } from '../contract/messages';
import { fail, succeed, type Result } from './result';
import { includesUser, withUser, withoutUser } from './user-refs';

type FollowPair = { user: User; followUser: User };

/** Follow adds each user to the other's following/followers list. */
export function follow(user: User, target: User): Result<FollowPair> {
  if (user._id === target._id) return fail(400, messages.followSelf);
  if (includesUser(user.following, target)) return fail(400, messages.alreadyFollowing);
  return succeed({
    user: { ...user, following: withUser(user.following, target) },
    followUser: { ...target, followers: withUser(target.followers, user) },
  });
}

export function unfollow(user: User, target: User): Result<FollowPair> {
  if (!includesUser(user.following, target)) return fail(400, messages.notFollowing);
  return succeed({
    user: { ...user, following: withoutUser(user.following, target) },
    followUser: { ...target, followers: withoutUser(target.followers, user) },
  });
}
