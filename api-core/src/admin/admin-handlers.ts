import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { mayInvite } from 'api-contract/runtime-config';
import { answer, type Handlers } from '../handler';
import { readPage, readPageRows } from '../pages/keyset';
import { pageOf } from '../pages/page-query';
import type { Platform } from '../platform';
import { readUser, readUserList } from '../users/user-views';
import { createInvite, inviteKeyset, invitePageQuery, readInvites } from './invites';
import { setRole, staffKeyset, staffQuery } from './roles';
import { mailConfirmation } from '../account/email-confirmations';
import { approveSignup, refuseSignup, toSignupRequest, waitingKeyset, waitingPageQuery, type WaitingRow } from './signup-requests';

type AdminHandlers = Pick<
  Handlers,
  'getSignups' | 'approveSignup' | 'refuseSignup' | 'createInvite' | 'getInvites' | 'getStaff' | 'setRole'
>;

/**
 * What admins do to run the community: the waiting list, invite codes and roles. The endpoint
 * table names the role each call needs and the API checks it before a handler runs; invites,
 * which members may make where the operator allows, are checked here.
 */
export function adminHandlers(platform: Platform): AdminHandlers {
  const { db, community, tokens, jobs } = platform;
  return {
    getSignups: async ({ query }) => {
      const page = pageOf(query, waitingKeyset);
      if (!page.ok) return page;
      const { rows, nextCursor } = await readPageRows<WaitingRow>(db, waitingPageQuery(page.value), waitingKeyset, page.value);
      return succeed(answer('full', { signups: rows.map(toSignupRequest), nextCursor }));
    },

    approveSignup: async ({ params, viewer }) => {
      const approved = await approveSignup(db, params.userId);
      if (!approved.ok) return approved;
      const user = await readUser(platform, approved.value._id, viewer);
      // Let in, its address is confirmed by the link mailed to it, as a signup's is.
      if (user && community.mail)
        await db.transaction((tx) => mailConfirmation(tx, tokens, jobs, approved.value._id, approved.value.email));
      return user ? succeed(answer('full', { user })) : fail(404, reasons.userNotFound(params.userId));
    },

    refuseSignup: async ({ params }) =>
      (await refuseSignup(db, params.userId))
        ? succeed(answer('full', { userId: params.userId }))
        : fail(404, reasons.signupNotFound(params.userId)),

    createInvite: async ({ viewer, body }) => {
      if (!mayInvite(viewer.role, community.registration)) return fail(403, reasons.mayNotInvite);
      const code = await createInvite(db, viewer, body.uses, body.expiresInDays);
      const [invite] = await readInvites(db, [code]);
      return invite ? succeed(answer('full', { invite })) : fail(404, reasons.inviteNotFound);
    },

    getInvites: async ({ viewer, query }) => {
      if (!mayInvite(viewer.role, community.registration)) return fail(403, reasons.mayNotInvite);
      const page = pageOf(query, inviteKeyset);
      if (!page.ok) return page;
      // Admins see every code; a member, their own.
      const creator = viewer.role === 'admin' ? null : viewer._id;
      const { ids, nextCursor } = await readPage(db, invitePageQuery(creator, page.value), inviteKeyset, page.value);
      return succeed(answer('full', { invites: await readInvites(db, ids), nextCursor }));
    },

    getStaff: async ({ query, viewer }) => {
      const page = pageOf(query, staffKeyset);
      if (!page.ok) return page;
      const planned = { query: staffQuery(page.value), keyset: staffKeyset, page: page.value };
      return succeed(answer('full', await readUserList(platform, { page: planned }, viewer)));
    },

    setRole: async ({ params, body, viewer }) => {
      const changed = await setRole(db, params.userId, body.role);
      if (!changed.ok) return changed;
      const user = await readUser(platform, params.userId, viewer);
      return user ? succeed(answer('full', { user })) : fail(404, reasons.userNotFound(params.userId));
    },
  };
}
