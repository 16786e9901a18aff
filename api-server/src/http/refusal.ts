import type { FastifyReply } from 'fastify';
import { errorBody } from 'api-contract/http';
import type { Failure } from 'api-contract/rules/result';

/** Sends a refusal in the contract's shape: its status, and `{errors: [message], code}`. */
export const sendRefusal = (reply: FastifyReply, { status, code, message }: Pick<Failure, 'status' | 'code' | 'message'>): FastifyReply =>
  reply.code(status).send(errorBody({ code, message }));

/** A refusal of a caller who may try again later (a 429 or 503): its words say when, and so does `Retry-After`. */
export const sendRetryLater = (
  reply: FastifyReply,
  { retryAfterSeconds, ...refused }: Pick<Failure, 'status' | 'code' | 'message'> & { retryAfterSeconds: number },
): FastifyReply => sendRefusal(reply.header('Retry-After', String(retryAfterSeconds)), refused);
