import type { FastifyError, FastifyInstance } from 'fastify';
import type { Reason } from 'api-contract/error-codes';
import * as reasons from 'api-contract/reasons';
import { errorBody } from 'api-contract/http';
import { crash } from 'api-core/api';

/** The contract's refusals of what Fastify refuses before a route runs. */
const frameworkReasons: Record<string, Reason> = {
  FST_ERR_CTP_BODY_TOO_LARGE: reasons.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: reasons.bodyNotJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: reasons.bodyLengthWrong,
  FST_ERR_BAD_URL: reasons.malformedAddress,
};

/**
 * What the API answers for an error Fastify raised with a 4xx: the contract's refusal it carries
 * (a check of the contract refused the request), the contract's for one of Fastify's own, else
 * Fastify's words.
 */
export const frameworkRefusal = (error: Pick<FastifyError, 'code' | 'message'> & { refusal?: Reason }): Reason =>
  error.refusal ??
  (error.code && Object.hasOwn(frameworkReasons, error.code) ? frameworkReasons[error.code] : undefined) ??
  reasons.refusedRequest(error.message);

/**
 * Every failure answers in the contract's shape. A client's mistake (4xx) keeps its message; an
 * exception is logged with its request id and answered with words that give nothing away.
 */
export function answerErrorsInTheContractShape(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(frameworkRefusal(error)));
    }
    const answer = crash(error, (err) => request.log.error({ err }, 'request failed'));
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
