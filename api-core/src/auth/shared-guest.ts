import type { UserRef } from 'api-contract/entities';
import { guestCredentials } from 'api-contract/guest';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Community } from '../platform';

/**
 * Refuses to the demo's shared guest what would lock every other visitor out of it (deleting
 * it, changing its password, ending its other sessions): any visitor may sign in as the guest,
 * so any visitor could. Nothing is refused outside the demo, or to anyone else.
 */
export const keepSharedGuest = (community: Community, viewer: UserRef): Result<true> =>
  community.sharedGuest && viewer.username === guestCredentials.username ? fail(403, reasons.guestAccountKept) : succeed(true);
