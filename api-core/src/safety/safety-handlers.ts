import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { decideBlock, decideMute } from 'api-contract/rules/safety-rules';
import { fail, type Result } from 'api-contract/rules/result';
import type { Handlers } from '../handler';
import type { Platform } from '../platform';
import { changeTowardsPerson, readOwnList } from '../users/user-changes';
import { deleteBlock, deleteMute, insertBlock, insertMute, profileFor } from './safety-store';

type SafetyHandlers = Pick<Handlers, 'block' | 'unblock' | 'mute' | 'unmute' | 'getBlocks' | 'getMutes'>;

/** How one of the four calls changes what the caller keeps from another person. */
type Change = (user: UserRef, target: UserRef) => Promise<Result<true>>;

/**
 * Blocks and mutes: what one person keeps from seeing (and being seen by) another. Each change
 * answers the other person's record as the caller now sees it (`blockedByMe`, `mutedByMe`); the
 * other is never told.
 */
export function safetyHandlers(platform: Platform): SafetyHandlers {
  const { db } = platform;

  /**
   * The user the path names (or the 404), changed by `change`, then read as the caller sees them.
   * `hiddenStays`: a profile hidden from the caller (its owner blocks them, or is suspended) is
   * the 404 `GET /users/:id` answers, and nothing changes; a block and an unblock reach anyone.
   */
  const changeTowards = (userId: string, viewer: UserRef, change: Change, { hiddenStays = true } = {}) =>
    changeTowardsPerson(platform, userId, viewer, async (target) =>
      hiddenStays && (await profileFor(db, target._id, viewer._id)) === 'hidden'
        ? fail(404, reasons.profileUnavailable)
        : change(viewer, target),
    );

  return {
    block: ({ params, viewer }) =>
      changeTowards(
        params.userId,
        viewer,
        (user, target) => {
          // Oneself is refused before anything is locked.
          const self = decideBlock(user, target, false);
          return self.ok ? insertBlock(platform, user, target) : Promise.resolve(self);
        },
        { hiddenStays: false },
      ),
    unblock: ({ params, viewer }) =>
      changeTowards(params.userId, viewer, (user, target) => deleteBlock(platform, user, target), { hiddenStays: false }),
    mute: ({ params, viewer }) =>
      changeTowards(params.userId, viewer, (user, target) => {
        const self = decideMute(user, target, false);
        return self.ok ? insertMute(db, user, target) : Promise.resolve(self);
      }),
    unmute: ({ params, viewer }) => changeTowards(params.userId, viewer, (user, target) => deleteMute(db, user, target)),
    getBlocks: ({ query, viewer }) => readOwnList(platform, 'blocks', viewer, query),
    getMutes: ({ query, viewer }) => readOwnList(platform, 'mutes', viewer, query),
  };
}
