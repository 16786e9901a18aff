import { messages } from 'api-contract/messages';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { readUser } from '../users/user-views';
import { createAccount, credentialsOf } from './account-store';

/** Signup and login: each answers the person's own record and a token naming them. */
export function authHandlers(platform: Platform): Pick<Handlers, 'signup' | 'login'> {
  const { db, tokens, passwords } = platform;
  return {
    signup: async ({ body }) => {
      const { password, ...fields } = body;
      const created = await createAccount(db, { ...fields, passwordHash: await passwords.hash(password) });
      if (!created.ok) return created;
      const createdUser = await readUser(platform, created.value._id, created.value);
      if (!createdUser) return fail(404, messages.userNotRegistered);
      return succeed(answer('full', { createdUser, encodedToken: await tokens.issue(created.value) }));
    },

    login: async ({ body }) => {
      const account = await credentialsOf(db, body.username);
      if (!account) return fail(404, messages.userNotRegistered);
      if (!(await passwords.matches(account.passwordHash, body.password))) return fail(401, messages.wrongPassword);
      const me = { _id: account._id, username: account.username };
      const foundUser = await readUser(platform, me._id, me);
      if (!foundUser) return fail(404, messages.userNotRegistered);
      return succeed(answer('full', { foundUser, encodedToken: await tokens.issue(me) }));
    },
  };
}
