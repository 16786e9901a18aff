import { Response, type Request } from 'miragejs';
import type { ErrorBody } from '../contract/payloads';
import { messages } from '../contract/messages';
import { isRecord } from '../rules/fields';
import { fail, succeed, type Result } from '../rules/result';
import type { StoredUser } from '../rules/auth-rules';
import { verifyToken } from '../token/token';
import type { MockDb } from './mock-db';

export const errorResponse = (status: number, message: string): Response =>
  new Response(status, {}, { errors: [message] } satisfies ErrorBody);

/** Turns a rule's result into the response: the body on success, `{errors}` otherwise. */
export function respond<T>(result: Result<T>, status: 200 | 201, toBody: (value: T) => object): Response {
  return result.ok ? new Response(status, {}, toBody(result.value)) : errorResponse(result.status, result.message);
}

/** The parsed JSON body; an empty body reads as `{}`, a malformed one is a 400. */
export function readBody(request: Request): Result<Record<string, unknown>> {
  if (!request.requestBody) return succeed({});
  try {
    const body: unknown = JSON.parse(request.requestBody);
    return isRecord(body) ? succeed(body) : fail(400, messages.malformedJson);
  } catch {
    return fail(400, messages.malformedJson);
  }
}

/** The signed-in user named by the authorization header's token. */
export function authenticate(request: Request, db: MockDb): Result<StoredUser> {
  const token = request.requestHeaders.authorization ?? '';
  const claims = token ? verifyToken(token.replace(/^Bearer\s+/i, '')) : null;
  if (!claims) return fail(401, messages.invalidToken);
  const user = db.findUser(claims._id);
  return user ? succeed(user) : fail(404, messages.userNotRegistered);
}

/** Runs a chain of steps that each may fail, stopping at the first failure. */
export function chain<A, B>(first: Result<A>, next: (value: A) => Result<B>): Result<B> {
  return first.ok ? next(first.value) : first;
}
