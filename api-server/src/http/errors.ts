import type { FastifyError, FastifyInstance } from 'fastify';
import { limits } from 'api-contract/limits';
import { messages } from 'api-contract/messages';
import { errorBody } from 'api-contract/http';
import { crash } from 'api-core/api';

/** The contract's words for what Fastify refuses before a route runs. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is larger than ${limits.requestBodyMaxBytes / 1024 / 1024} MB.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as it says.',
  FST_ERR_BAD_URL: messages.malformedAddress,
};

/**
 * Every failure answers in the contract's shape. A client's mistake (4xx) keeps its message; an
 * exception is logged with its request id and answered with words that give nothing away.
 */
export function answerErrorsInTheContractShape(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code && Object.hasOwn(frameworkMessages, error.code) ? frameworkMessages[error.code] : undefined;
      return reply.code(status).send(errorBody(known ?? error.message));
    }
    const answer = crash(error, (err) => request.log.error({ err }, 'request failed'));
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
