import type { FastifyRequest } from 'fastify';
import type { UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import type { ApiDeps } from '../deps';

/** The token of the authorization header, as the spec's client sends it (or with `Bearer`). */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  return token === '' ? null : token;
}

/** Who the request's token names, if it is valid; no token is no one. For what anyone may see. */
export async function viewerOf(request: FastifyRequest, { tokens }: ApiDeps): Promise<UserRef | null> {
  const token = tokenOf(request);
  return token ? tokens.read(token) : null;
}

/**
 * The signed-in user of a call that needs one: a 401 when the token is missing or not valid,
 * and the spec's 404 "not Registered" when it names a user who no longer exists.
 */
export async function signedInUser(request: FastifyRequest, deps: ApiDeps, db: Queryable = deps.db): Promise<Result<UserRef>> {
  const claims = await viewerOf(request, deps);
  if (!claims) return fail(401, messages.invalidToken);
  const { rows } = await db.query<{ id: string; username: string }>('select id, username from users where id = $1', [claims._id]);
  const user = rows[0];
  return user ? succeed({ _id: user.id, username: user.username }) : fail(404, messages.userNotRegistered);
}
