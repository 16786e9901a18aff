import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { hideThread, markThreadRead, privateThreadsRequest, readPrivateThreads } from './private-threads';

type PrivateThreadHandlers = Pick<Handlers, 'getPrivateThreads' | 'readPrivateThread' | 'hidePrivateThread'>;

/**
 * The posts only the people they mention see, as each of them keeps them. A post one is not in,
 * or may no longer see, is the same 404 as none: it says nothing of who is in it.
 */
export function privateThreadHandlers(platform: Platform): PrivateThreadHandlers {
  const { db } = platform;
  return {
    getPrivateThreads: async ({ query, viewer }) => {
      const planned = privateThreadsRequest(viewer._id, query);
      if (!planned.ok) return planned;
      return succeed(answer('full', await readPrivateThreads(platform, { page: planned.value }, viewer)));
    },

    readPrivateThread: async ({ params, viewer }) => {
      if (!(await markThreadRead(db, viewer._id, params.postId))) return fail(404, reasons.postNotFound(params.postId));
      const { threads } = await readPrivateThreads(platform, { ids: [params.postId] }, viewer);
      return threads[0] ? succeed(answer('full', { thread: threads[0] })) : fail(404, reasons.postNotFound(params.postId));
    },

    hidePrivateThread: async ({ params, viewer }) => {
      if (!(await hideThread(db, viewer._id, params.postId))) return fail(404, reasons.postNotFound(params.postId));
      return succeed(answer('full', { postId: params.postId }));
    },
  };
}
