import { succeed } from 'api-contract/rules/result';
import { checkOwnPassword } from '../auth/account-store';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { changeWithImages } from '../media/image-changes';
import { keepSharedGuest } from '../auth/shared-guest';
import { deleteAccountRows } from './account-deletion';
import { accountExportEntries } from './account-export';
import { zipStream } from './zip-stream';

type AccountHandlers = Pick<Handlers, 'deleteAccount' | 'exportAccount'>;

/** What a person does with their whole account: delete it, or take it away. */
export function accountHandlers(platform: Platform): AccountHandlers {
  const { db, passwords, community } = platform;
  return {
    deleteAccount: async ({ viewer, body }) => {
      const kept = keepSharedGuest(community, viewer);
      if (!kept.ok) return kept;
      const confirmed = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!confirmed.ok) return confirmed;
      const deleted = await changeWithImages(platform, (change) => deleteAccountRows(change, viewer._id));
      return deleted.ok ? succeed(answer('full', { userId: deleted.value })) : deleted;
    },

    exportAccount: ({ viewer }) => Promise.resolve(succeed(answer('full', zipStream(accountExportEntries(platform, viewer))))),
  };
}
