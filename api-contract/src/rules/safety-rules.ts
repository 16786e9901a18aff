import type { UserRef } from '../entities';
import * as reasons from '../reasons';
import { fail, succeed, type Failure, type Result } from './result';

/** Which of the two people blocks the other: what decides whether they may interact. */
export type BlockBetween = { viewerBlocks: boolean; blocksViewer: boolean };

/** Blocking is refused for oneself and for someone already blocked. */
export function decideBlock(user: UserRef, target: UserRef, alreadyBlocked: boolean): Result<true> {
  if (user._id === target._id) return fail(400, reasons.blockSelf);
  return alreadyBlocked ? fail(400, reasons.alreadyBlocked) : succeed(true);
}

/** Unblocking is refused for someone not blocked. */
export const decideUnblock = (blocked: boolean): Result<true> => (blocked ? succeed(true) : fail(400, reasons.notBlocked));

/** Muting is refused for oneself and for someone already muted. */
export function decideMute(user: UserRef, target: UserRef, alreadyMuted: boolean): Result<true> {
  if (user._id === target._id) return fail(400, reasons.muteSelf);
  return alreadyMuted ? fail(400, reasons.alreadyMuted) : succeed(true);
}

/** Unmuting is refused for someone not muted. */
export const decideUnmute = (muted: boolean): Result<true> => (muted ? succeed(true) : fail(400, reasons.notMuted));

/**
 * Whether one person may follow, like, comment on, vote on or bookmark what another made: not
 * when either blocks the other. The blocker is told what they did and how to undo it; the one
 * blocked gets `hidden`, the "not found" a read of it answers them, so nothing says they are
 * blocked.
 */
export function decideInteraction({ viewerBlocks, blocksViewer }: BlockBetween, hidden: Failure): Result<true> {
  if (viewerBlocks) return fail(403, reasons.youBlocked);
  return blocksViewer ? hidden : succeed(true);
}
