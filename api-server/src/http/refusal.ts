import type { FastifyReply } from 'fastify';
import { errorBody } from 'api-contract/http';
import type { Failure } from 'api-contract/rules/result';

/** Sends a refusal in the contract's shape: its status, and `{errors: [message]}`. */
export const sendRefusal = (reply: FastifyReply, { status, message }: Pick<Failure, 'status' | 'message'>): FastifyReply =>
  reply.code(status).send(errorBody(message));

/** A refusal of a caller who may try again later (a 429 or 503): its words say when, and so does `Retry-After`. */
export const sendRetryLater = (
  reply: FastifyReply,
  { status, message, retryAfterSeconds }: Pick<Failure, 'status' | 'message'> & { retryAfterSeconds: number },
): FastifyReply => sendRefusal(reply.header('Retry-After', String(retryAfterSeconds)), { status, message });
