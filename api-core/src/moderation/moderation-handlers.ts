import { fail } from 'api-contract/rules/result';
import type { Handlers } from '../handler';
import type { Platform } from '../platform';

type ModerationHandlers = Pick<
  Handlers,
  'createReport' | 'getReports' | 'actOnReport' | 'unsuspend' | 'getModerationLog' | 'getNotices' | 'readNotices'
>;

// Being built (issue 18): each answers 503 until then.
const notYet = () => Promise.resolve(fail(503, 'Not built yet.'));

/** Reports, what moderators do about them, the log that keeps it, and the notices that tell the person acted on. */
export function moderationHandlers(_platform: Platform): ModerationHandlers {
  return {
    createReport: notYet,
    getReports: notYet,
    actOnReport: notYet,
    unsuspend: notYet,
    getModerationLog: notYet,
    getNotices: notYet,
    readNotices: notYet,
  };
}
