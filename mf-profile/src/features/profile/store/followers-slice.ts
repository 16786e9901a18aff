import { msg, t } from '@lingui/core/macro';
import { apiAction } from 'shell/api-call';
import { usersReceived } from 'shell/users';

/** Whom one takes off one's followers: their id, and name for the toast. */
export type FollowerRemoval = { userId: string; username: string };

/** "Remove follower" on a follower's profile: they are not told, and their record comes back without `followsMe`. */
export const removeFollower = apiAction('profileFollowers/remove', {
  call: (api, { userId }: FollowerRemoval) => api.removeFollower({ userId }),
  keep: ({ user }) => usersReceived([user]),
  success: (_answer, removal) => removal,
  toast: (_answer, { username }) => t`${username} no longer follows you.`,
  fallback: msg`Could not remove this follower.`,
  subject: ({ userId }) => userId,
});
