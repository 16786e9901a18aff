import { messages } from 'api-contract/messages';
import { fail, succeed } from 'api-contract/rules/result';
import { checkOwnPassword } from '../auth/account-store';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { deleteAccountRows } from './account-deletion';
import { accountExportEntries } from './account-export';
import { zipStream } from './zip-stream';

type AccountHandlers = Pick<Handlers, 'deleteAccount' | 'exportAccount'>;

/** What a person does with their whole account: delete it, or take it away. */
export function accountHandlers(platform: Platform): AccountHandlers {
  const { db, passwords, images } = platform;
  return {
    deleteAccount: async ({ viewer, body }) => {
      const confirmed = await checkOwnPassword(db, passwords, viewer._id, body.password);
      if (!confirmed.ok) return confirmed;
      const forgotten = await db.transaction((tx) => deleteAccountRows(tx, viewer._id));
      if (forgotten === null) return fail(404, messages.userNotRegistered);
      // The bytes go once the rows that named them are gone for good: a rollback keeps both.
      await Promise.all(forgotten.map((id) => images.remove(id)));
      return succeed(answer('full', { userId: viewer._id }));
    },

    exportAccount: ({ viewer }) => Promise.resolve(succeed(answer('full', zipStream(accountExportEntries(platform, viewer))))),
  };
}
