import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { checkOwnPassword } from '../auth/account-store';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { changeWithImages } from '../media/image-changes';
import { keepSharedGuest } from '../auth/shared-guest';
import { deleteAccountRows } from './account-deletion';
import { accountExportEntries } from './account-export';
import { zipStream } from './zip-stream';

type AccountHandlers = Pick<Handlers, 'deleteAccount' | 'exportAccount' | 'setLanguage'>;

/** What a person does with their whole account: delete it, take it away, choose its language. */
export function accountHandlers(platform: Platform): AccountHandlers {
  const { db, passwords, community } = platform;
  return {
    deleteAccount: async ({ viewer, body }) => {
      const kept = keepSharedGuest(community, viewer);
      if (!kept.ok) return kept;
      const confirmed = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!confirmed.ok) return confirmed;
      const deleted = await changeWithImages(platform, (change) => deleteAccountRows(change, platform.jobs, viewer._id));
      return deleted.ok ? succeed(answer('full', { userId: deleted.value })) : deleted;
    },

    exportAccount: ({ viewer }) => Promise.resolve(succeed(answer('full', zipStream(accountExportEntries(platform, viewer))))),

    setLanguage: async ({ viewer, body }) => {
      const { rowCount } = await db.query('update users set language = $2 where id = $1', [viewer._id, body.language]);
      return rowCount === 1 ? succeed(answer('full', { language: body.language })) : fail(404, reasons.accountGone);
    },
  };
}
