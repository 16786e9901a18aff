import { succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import { readPage } from '../pages/keyset';
import { pageOf } from '../pages/page-query';
import type { Platform } from '../platform';
import { actOnReport, unsuspend } from './moderation-actions';
import { logKeyset, logPageQuery, markNoticesRead, readLogEntries, readNotices } from './moderation-log';
import { fileReport, queueKeyset, queuePageQuery, readCases } from './report-store';

type ModerationHandlers = Pick<
  Handlers,
  'createReport' | 'getReports' | 'actOnReport' | 'unsuspend' | 'getModerationLog' | 'getNotices' | 'readNotices'
>;

/**
 * Reports, what moderators do about them, the log that keeps it, and the notices that tell the
 * person acted on. The endpoint table names the role the moderators' calls need, and the API
 * checks it before a handler runs.
 */
export function moderationHandlers(platform: Platform): ModerationHandlers {
  const { db } = platform;

  /** The log's entry `entryId` as an action answers it, once its transaction has committed. */
  const loggedEntry = async (entryId: string) => {
    const [entry] = await readLogEntries(db, [entryId]);
    // The log is kept as written (the database refuses any deletion): an entry missing is a bug.
    if (!entry) throw new Error(`The moderation log has no entry ${entryId}, which it just wrote.`);
    return succeed(answer('full', { entry }));
  };

  return {
    createReport: async ({ viewer, body }) => {
      const report = await fileReport(db, viewer, body, platform.jobs);
      return report.ok ? succeed(answer('full', { report: report.value })) : report;
    },

    getReports: async ({ query }) => {
      const page = pageOf(query, queueKeyset);
      if (!page.ok) return page;
      const { ids, nextCursor } = await readPage(db, queuePageQuery(page.value), queueKeyset, page.value);
      return succeed(answer('full', { reports: await readCases(platform, ids), nextCursor }));
    },

    actOnReport: async ({ viewer, params, body }) => {
      const entryId = await actOnReport(platform, viewer, params.reportId, body);
      return entryId.ok ? loggedEntry(entryId.value) : entryId;
    },

    unsuspend: async ({ viewer, params, body }) => {
      const entryId = await unsuspend(platform, viewer, params.userId, body.reason);
      return entryId.ok ? loggedEntry(entryId.value) : entryId;
    },

    getModerationLog: async ({ query }) => {
      const page = pageOf(query, logKeyset);
      if (!page.ok) return page;
      const { ids, nextCursor } = await readPage(db, logPageQuery(page.value), logKeyset, page.value);
      return succeed(answer('full', { entries: await readLogEntries(db, ids), nextCursor }));
    },

    getNotices: async ({ viewer }) => succeed(answer('full', { notices: await readNotices(db, viewer._id) })),

    readNotices: async ({ viewer }) => {
      await markNoticesRead(db, viewer._id);
      return succeed(answer('full', { notices: [] }));
    },
  };
}
