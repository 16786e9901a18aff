import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from 'api-contract/payloads';
import type { Failure, Result } from 'api-contract/rules/result';

/** Sends the contract's failure body: `{errors: [message]}` with its status. */
export const refuse = (reply: FastifyReply, status: number, message: string): FastifyReply =>
  reply.code(status).send({ errors: [message] } satisfies ErrorBody);

/** Sends a rule's failure. */
export const refuseWith = (reply: FastifyReply, failure: Failure): FastifyReply => refuse(reply, failure.status, failure.message);

/**
 * The one way a route answers a rule's result: the body on success, the failure's status and
 * message (the contract's words) otherwise.
 */
export async function answer<T>(reply: FastifyReply, result: Result<T>, status: 200 | 201, toBody: (value: T) => object | Promise<object>) {
  if (!result.ok) return refuseWith(reply, result);
  return reply.code(status).send(await toBody(result.value));
}

/** Whether the request asks for the minimal answer (RFC 7240: `Prefer: return=minimal`, among other preferences). */
export function wantsMinimal(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const preferences = (Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '')).split(',');
  return preferences.some(
    (preference) =>
      preference
        .trim()
        .toLowerCase()
        .replace(/\s*=\s*/, '=') === 'return=minimal',
  );
}

/** The two answers of a change: the changed record alone, or the spec's shape. */
export type ChangeAnswers<T> = { minimal: (value: T) => Promise<object>; full: (value: T) => Promise<object> };

/**
 * Answers a change with a 201: with `Prefer: return=minimal` (the app always sends it) only the
 * changed record, so the answer costs the same however large the database is; the spec's
 * shape otherwise. A failure answers the same either way.
 */
export async function answerChange<T>(request: FastifyRequest, reply: FastifyReply, result: Result<T>, answers: ChangeAnswers<T>) {
  if (!result.ok) return refuseWith(reply, result);
  reply.header('Vary', 'Prefer');
  if (!wantsMinimal(request)) return reply.code(201).send(await answers.full(result.value));
  return reply
    .code(201)
    .header('Preference-Applied', 'return=minimal')
    .send(await answers.minimal(result.value));
}
