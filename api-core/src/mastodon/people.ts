import type { User } from 'api-contract/entities';
import { accountOf } from './accounts';
import { callContract } from './answers';
import { by, type CallContext } from './call-context';

/** The person an id names, as the caller sees them. */
export const personById = (context: CallContext, id: string) =>
  callContract(context.api, 'getUser', { ...by(context), params: { userId: id } });

/**
 * One person's account as an app reads it on its own (their profile), with where they moved
 * (Mastodon's `moved`: the new account in full, which apps show on the old one's profile). A
 * list of people leaves it out, as a list's records carry no other's.
 */
export async function profileAccountOf(context: CallContext, user: User) {
  const moved = user.movedTo ? await personById(context, user.movedTo._id) : null;
  return { ...accountOf(user, context.origin), ...(moved?.ok ? { moved: accountOf(moved.value.user, context.origin) } : {}) };
}

/** How the caller and a person stand, as Mastodon's `Relationship`. */
export const relationshipOf = (user: User) => ({
  id: user._id,
  following: user.followedByMe ?? false,
  showing_reblogs: true,
  notifying: false,
  followed_by: user.followsMe ?? false,
  blocking: user.blockedByMe ?? false,
  blocked_by: false,
  muting: user.mutedByMe ?? false,
  muting_notifications: user.mutedByMe ?? false,
  requested: user.followRequestedByMe ?? false,
  requested_by: false,
  domain_blocking: false,
  endorsed: false,
  note: '',
});
