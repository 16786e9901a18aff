import { accountHandlers } from './account/account-handlers';
import { emailHandlers } from './account/email-handlers';
import { adminHandlers } from './admin/admin-handlers';
import { authHandlers } from './auth/auth-handlers';
import { passwordResetHandlers } from './auth/password-reset-handlers';
import { passkeyHandlers } from './auth/passkey-handlers';
import { twoFactorHandlers } from './auth/two-factor-handlers';
import { commentHandlers } from './comments/comment-handlers';
import { connectionHandlers } from './connections/connection-handlers';
import type { Handlers } from './handler';
import { authorizationHandlers } from './mastodon/authorization-handlers';
import { markerHandlers } from './markers/marker-handlers';
import { mediaHandlers } from './media/media-handlers';
import { messageHandlers } from './messages/message-handlers';
import { moderationHandlers } from './moderation/moderation-handlers';
import { notificationHandlers } from './notifications/notification-handlers';
import type { Platform } from './platform';
import { postHandlers } from './posts/post-handlers';
import { privateThreadHandlers } from './posts/private-thread-handlers';
import { safetyHandlers } from './safety/safety-handlers';
import { serverHandlers } from './federation/server-handlers';
import { searchHandlers } from './search/search-handlers';
import { peopleListHandlers } from './users/people-list-handlers';
import { userHandlers } from './users/user-handlers';

/**
 * Every endpoint of the contract's table bound to its one handler, by its key: a call the table
 * names without a handler here, or a handler for no call, does not type-check.
 */
export function createHandlers(platform: Platform): Handlers {
  return {
    ...authHandlers(platform),
    ...passwordResetHandlers(platform),
    ...twoFactorHandlers(platform),
    ...passkeyHandlers(platform),
    ...accountHandlers(platform),
    ...emailHandlers(platform),
    ...mediaHandlers(platform),
    ...postHandlers(platform),
    ...privateThreadHandlers(platform),
    ...commentHandlers(platform),
    ...userHandlers(platform),
    ...peopleListHandlers(platform),
    ...connectionHandlers(platform),
    ...adminHandlers(platform),
    ...safetyHandlers(platform),
    ...moderationHandlers(platform),
    ...notificationHandlers(platform),
    ...markerHandlers(platform),
    ...messageHandlers(platform),
    ...searchHandlers(platform),
    ...serverHandlers(platform),
    ...authorizationHandlers(platform),
  };
}
