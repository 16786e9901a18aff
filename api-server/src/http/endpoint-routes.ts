import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  endpoints,
  operationIds,
  pathParamsSchema,
  rateKindOf,
  type ByteStream,
  type Endpoint,
  type OperationId,
} from 'api-contract/endpoints';
import { prefersMinimal, routePath } from 'api-contract/http';
import type { Result } from 'api-contract/rules/result';
import type { Api, Viewer } from 'api-core/api';
import type { RateLimiter } from 'api-core/rate-limits';
import { addressKey } from './client-address';
import { sendRefusal, sendRetryLater } from './refusal';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes the call, as its token says: set by the authentication hook, null for no one. */
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** The contract's name of the call a route answers. */
    operation?: OperationId;
  }
}

/** A check's outcome as Fastify's validation takes it: the checked value, or a 400 carrying the check's refusal (its code and words). */
const asValidation = (checked: Result<unknown>) =>
  checked.ok
    ? { value: checked.value }
    : {
        error: Object.assign(new Error(checked.message), {
          statusCode: checked.status,
          refusal: { code: checked.code, message: checked.message },
        }),
      };

/**
 * Every call of the contract's endpoint table as a Fastify route: its method and path from the
 * table; authentication as an `onRequest` hook that sets `request.viewer` (a 401 or the spec's
 * 404 before anything else runs), then the rate limit of the call's kind, counted for the
 * signed-in account and the caller's address (a 429 before the body is read); the query and body checked by Fastify's validation with the
 * table's schemas (each check the contract's own, from `api-core`); and the handler, whose
 * answer leaves in its schema's shape.
 */
export async function endpointRoutes(app: FastifyInstance, { api, limiter }: { api: Api; limiter: RateLimiter }) {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const { operation } = request.routeOptions.config;
    if (!operation) return;
    const viewer = await api.authenticate(operation, request.headers.authorization);
    if (!viewer.ok) return sendRefusal(reply, viewer);
    request.viewer = viewer.value;
    const kind = rateKindOf(endpoints[operation]);
    if (kind === null) return;
    const admitted = await limiter.admit(kind, { userId: viewer.value?._id ?? null, address: addressKey(request.ip) });
    if (!admitted.ok) return sendRetryLater(reply, admitted);
  });

  /** The contract's check of each part of a request Fastify validates, in its order: the path, the body, the query. */
  const checkerOf = (httpPart: string | undefined) =>
    httpPart === 'params' ? api.checkParams : httpPart === 'body' ? api.checkBody : api.checkQuery;

  for (const operation of operationIds) {
    const endpoint: Endpoint = endpoints[operation];
    app.route<{ Params: Record<string, string> }>({
      method: endpoint.method.toUpperCase(),
      url: routePath(endpoint.path),
      config: { operation },
      schema: {
        params: pathParamsSchema(endpoint.path),
        ...(endpoint.body ? { body: endpoint.body.schema } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
      },
      validatorCompiler:
        ({ httpPart }) =>
        (data) =>
          asValidation(checkerOf(httpPart)(operation, data)),
      handler: async (request, reply) => {
        const { status, headers, body } = await api.run(operation, {
          viewer: request.viewer,
          userAgent: request.headers['user-agent'],
          params: request.params,
          query: request.query,
          body: request.body,
          minimal: prefersMinimal(request.headers.prefer),
        });
        if (endpoint.download && status < 300) {
          // A file, streamed as it is made: never whole in memory, never kept by a cache.
          const { contentType, fileName } = endpoint.download;
          reply.type(contentType).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
          return reply
            .code(status)
            .headers(headers)
            .send(Readable.from(body as ByteStream));
        }
        return reply.code(status).headers(headers).send(body);
      },
    });
  }
}
