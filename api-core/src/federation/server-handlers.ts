import { limits } from 'api-contract/limits';
import { succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { blockServer, importServerBlocks, knownServers, unblockServer } from './server-blocks';

type ServerHandlers = Pick<Handlers, 'getServers' | 'blockServer' | 'unblockServer' | 'importServerBlocks'>;

/** The admins' calls on other servers (issue 38): the servers known, and their blocks. */
export function serverHandlers(platform: Platform): ServerHandlers {
  const { db } = platform;
  return {
    getServers: async ({ query }) => {
      const limit = query.limit ?? limits.pageSizeDefault;
      // A page one longer than asked tells whether there is a next; the cursor is the last name shown.
      const servers = await knownServers(db, { after: query.cursor ?? null, limit: limit + 1 });
      const shown = servers.slice(0, limit);
      return succeed(answer('full', { servers: shown, nextCursor: servers.length > limit ? shown.at(-1)!.domain : null }));
    },
    blockServer: async ({ body, viewer }) => {
      const blocked = await blockServer(platform, viewer._id, body);
      return blocked.ok ? succeed(answer('full', { server: blocked.value })) : blocked;
    },
    unblockServer: async ({ params, viewer }) => {
      const lifted = await unblockServer(db, viewer._id, params.domain);
      return lifted.ok ? succeed(answer('full', { server: lifted.value })) : lifted;
    },
    importServerBlocks: async ({ body, viewer }) => succeed(answer('full', await importServerBlocks(platform, viewer._id, body.csv))),
  };
}
