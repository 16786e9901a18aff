import type { FastifyReply } from 'fastify';
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
