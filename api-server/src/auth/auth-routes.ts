import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from 'api-contract/messages';
import { fail, succeed } from 'api-contract/rules/result';
import { CredentialsSchema, SignupSchema } from 'api-contract/schemas';
import { validate } from 'api-contract/validate';
import { isUniqueViolation } from '../db/database';
import type { ApiDeps } from '../deps';
import { answer, refuseWith } from '../http/answer';
import { readUser } from '../users/user-views';
import { hashPassword, passwordMatches } from './passwords';

/** Login and signup, each rate-limited per address: a password cannot be guessed at speed. */
export async function authRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  const { db, tokens } = deps;
  const rateLimit = { max: deps.config.authAttemptsPerMinute, timeWindow: 60_000 };

  app.post('/auth/signup', { config: { rateLimit } }, async (request, reply) => {
    const data = validate(SignupSchema, request.body);
    if (!data.ok) return refuseWith(reply, data);
    const { username, password, firstName, lastName, email, bio, website } = data.value;
    const id = randomUUID();
    const passwordHash = await hashPassword(password);
    try {
      await db.query(
        `insert into users (id, username, first_name, last_name, email, password_hash, bio, website) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, username, firstName, lastName, email, passwordHash, bio, website],
      );
    } catch (error) {
      // Two signups of one name at once: the unique index lets one in.
      if (isUniqueViolation(error, 'users_username_key')) return refuseWith(reply, fail(422, messages.usernameTaken));
      throw error;
    }
    const me = { _id: id, username };
    return answer(reply, succeed(me), 201, async () => ({ createdUser: await readUser(db, id, me), encodedToken: await tokens.issue(me) }));
  });

  app.post('/auth/login', { config: { rateLimit } }, async (request, reply) => {
    const credentials = validate(CredentialsSchema, request.body);
    if (!credentials.ok) return refuseWith(reply, credentials);
    const { rows } = await db.query<{ id: string; username: string; password_hash: string }>(
      'select id, username, password_hash from users where lower(username) = lower($1)',
      [credentials.value.username],
    );
    const account = rows[0];
    if (!account) return refuseWith(reply, fail(404, messages.userNotRegistered));
    if (!(await passwordMatches(account.password_hash, credentials.value.password))) {
      return refuseWith(reply, fail(401, messages.wrongPassword));
    }
    const me = { _id: account.id, username: account.username };
    return answer(reply, succeed(me), 200, async () => ({
      foundUser: await readUser(db, account.id, me),
      encodedToken: await tokens.issue(me),
    }));
  });
}
