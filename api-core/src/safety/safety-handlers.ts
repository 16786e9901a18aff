import { fail } from 'api-contract/rules/result';
import type { Handlers } from '../handler';
import type { Platform } from '../platform';

type SafetyHandlers = Pick<Handlers, 'block' | 'unblock' | 'mute' | 'unmute' | 'getBlocks' | 'getMutes'>;

// Being built (issue 18): each answers 503 until then.
const notYet = () => Promise.resolve(fail(503, 'Not built yet.'));

/** Blocks and mutes: what one person keeps from seeing (and being seen by) another. */
export function safetyHandlers(_platform: Platform): SafetyHandlers {
  return { block: notYet, unblock: notYet, mute: notYet, unmute: notYet, getBlocks: notYet, getMutes: notYet };
}
