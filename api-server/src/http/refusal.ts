import type { FastifyReply } from 'fastify';
import { errorBody } from 'api-contract/http';
import type { Failure } from 'api-contract/rules/result';

/** Sends a refusal in the contract's shape: its status, and `{errors: [message]}`. */
export const sendRefusal = (reply: FastifyReply, { status, message }: Pick<Failure, 'status' | 'message'>): FastifyReply =>
  reply.code(status).send(errorBody(message));
