import type { User } from 'api-contract/entities';
import { callContract } from './answers';
import { by, type CallContext } from './call-context';

/** The person an id names, as the caller sees them. */
export const personById = (context: CallContext, id: string) =>
  callContract(context.api, 'getUser', { ...by(context), params: { userId: id } });

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
