import { Response, type Request } from 'miragejs';
import type { UserRef } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import type { ErrorBody } from 'api-contract/payloads';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { isRecord } from 'api-contract/validate';
import type { MockDb } from './mock-db';
import type { StoredUser } from './records';
import { verifyToken } from './token';

export const errorResponse = (status: number, message: string): Response =>
  new Response(status, {}, { errors: [message] } satisfies ErrorBody);

/** Turns a rule's result into the response: the body on success, `{errors}` otherwise. */
export function respond<T>(result: Result<T>, status: 200 | 201, toBody: (value: T) => object): Response {
  return result.ok ? new Response(status, {}, toBody(result.value)) : errorResponse(result.status, result.message);
}

/** Answers with the rule's result itself on success. */
export const answerWith = <T extends object>(result: Result<T>, status: 200 | 201): Response => respond(result, status, (body) => body);

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

/** A request header, whatever the letter case its name was sent in. */
export function header(request: Request, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(request.requestHeaders ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

/**
 * Whether the request asks for the minimal answer (`Prefer: return=minimal`, RFC 7240): the
 * changed record alone. Preferences are a comma-separated list, names and values any case.
 */
export function wantsMinimal(request: Request): boolean {
  const preferences = (header(request, 'prefer') ?? '').split(',');
  return preferences.some((preference) => {
    const [name = '', value = ''] = (preference.split(';')[0] ?? '').split('=').map((part) => part.trim().toLowerCase());
    return name === 'return' && value.replace(/^"(.*)"$/, '$1') === 'minimal';
  });
}

/** Who the authorization header's token names, if it verifies; no token is no one. */
export function tokenClaims(request: Request): UserRef | null {
  const token = (header(request, 'authorization') ?? '').replace(/^Bearer\s+/i, '');
  return token ? verifyToken(token) : null;
}

/** Who looks at the answer, for the viewer's fields: the signed-in user, or no one. */
export function viewerOf(request: Request, db: MockDb): StoredUser | null {
  const claims = tokenClaims(request);
  return (claims && db.findUser(claims._id)) ?? null;
}

/** The signed-in user named by the authorization header's token. */
export function authenticate(request: Request, db: MockDb): Result<StoredUser> {
  const claims = tokenClaims(request);
  if (!claims) return fail(401, messages.invalidToken);
  const user = db.findUser(claims._id);
  return user ? succeed(user) : fail(404, messages.userNotRegistered);
}
