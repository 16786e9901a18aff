import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import { fail } from 'api-contract/rules/result';
import { runtimeConfigPath, type RuntimeConfig } from 'api-contract/runtime-config';
import type { ServerConfig } from './config';
import type { ServerDeps } from './deps';
import { eventRoutes } from './events/event-routes';
import { federationRoutes } from './federation/federation-routes';
import { healthRoutes } from './health/health-routes';
import { endpointRoutes } from './http/endpoint-routes';
import { answerErrorsInTheContractShape, frameworkRefusal } from './http/errors';
import { sendRefusal } from './http/refusal';
import { acceptJsonObjects } from './http/json-body';
import { securityHeaders } from './http/security';
import { closeConnectionsOnShutdown } from './http/connections-on-shutdown';
import { mediaRoutes } from './media/media-routes';
import { mastodonRoutes } from './mastodon/mastodon-routes';
import { oauthRoutes } from './mastodon/oauth-routes';
import { openApiRoutes } from './openapi/openapi';
import { serveBuiltApp } from './static/serve-app';
import { testingRoutes } from './testing/testing-routes';

/** The longest path parameter routed to its call; a longer one is no call's (a 404). */
const maxIdLength = 1000;

/**
 * The HTTP server's timeouts, in Fastify's and Node's terms. Node's `requestTimeout` covers only
 * receiving a request, so a live stream or a download that is still being sent is not cut by it;
 * the idle timeout is, when nothing moves for that long (the live streams' keep-alive comments
 * move). Node checks the request deadlines on an interval: a quarter of the timeout keeps a late
 * request's 408 within a quarter of its deadline.
 */
function serverTimeouts({ requestSeconds, idleSeconds, keepAliveSeconds }: ServerConfig['timeouts']) {
  const requestTimeout = requestSeconds * 1000;
  return {
    requestTimeout,
    connectionTimeout: idleSeconds * 1000,
    keepAliveTimeout: keepAliveSeconds * 1000,
    http:
      requestTimeout > 0
        ? { headersTimeout: Math.min(requestTimeout, 60_000), connectionsCheckingInterval: Math.min(30_000, requestTimeout / 4) }
        : {},
  };
}

/** A hop count as the function Fastify makes of one (its types name no number): trust the nearest `hops` proxies. */
const fastifyTrustProxy = (trust: ServerConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Never in a log line: credentials and what people upload. */
const redacted = ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'res.headers["set-cookie"]'];

/**
 * A request as a log line names it: its address without the token a browser's EventSource
 * sends in the query (`access_token`, the streaming API's), which is as secret as a header's.
 */
const requestInLog = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.replace(/([?&]access_token=)[^&]*/gi, '$1[Redacted]'),
  host: request.host,
  remoteAddress: request.ip,
});

/**
 * The server's Fastify app: every call of the contract under `/api` (routes made from the
 * contract's endpoint table, answered by `api-core`), the server's own calls (live events,
 * images, health, the OpenAPI document), and the shell's pages with their runtime
 * configuration, on one origin. JSON log lines carry each request's id.
 */
export async function buildApp(
  deps: ServerDeps,
  { logStream }: { logStream?: { write: (line: string) => void } } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: redacted, serializers: { req: requestInLog }, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverTimeouts(config.timeouts),
    bodyLimit: limits.requestBodyMaxBytes,
    genReqId: () => randomUUID(),
    // Longer than any id this API makes, so a long one reaches its call and is answered there
    // (find-my-way's default of 100 sent `/api/posts/user/` and 300 letters to no route).
    maxParamLength: maxIdLength,
    requestIdHeader: false,
    // What Fastify refuses before routing, a path whose percent-encoding does not decode above all.
    frameworkErrors: (error, _request, reply) => {
      void sendRefusal(reply, fail(400, frameworkRefusal(error)));
    },
  });
  acceptJsonObjects(app);
  answerErrorsInTheContractShape(app);
  closeConnectionsOnShutdown(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const remoteOrigins = config.remotes.map((remote) => remote.url.origin);
  await app.register(helmet, securityHeaders(remoteOrigins));
  // Brotli at a quality that costs little per answer; built files come compressed already.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  if (deps.federation) {
    await federationRoutes(app, {
      federation: deps.federation.federation,
      db: deps.db,
      origin: config.publicUrl,
      limiter: deps.limiter,
      inboxesAtOnce: config.federation.inboxesAtOnce,
      inboxWaitingMax: config.federation.inboxWaitingMax,
      backlog: deps.federation.inboxBacklog,
    });
  }
  // OAuth 2's own addresses, where apps take their tokens: `/oauth/authorize` is the shell's consent screen.
  await app.register(oauthRoutes, { deps, prefix: '/oauth' });
  await app.register(
    async (api) => {
      await api.register(endpointRoutes, { api: deps.api, limiter: deps.limiter });
      for (const routes of [mediaRoutes, eventRoutes, healthRoutes, mastodonRoutes]) await api.register(routes, { deps });
      await api.register(openApiRoutes);
      if (config.testing) await api.register(testingRoutes, { deps });
      const noSuchCall = (request: FastifyRequest, reply: FastifyReply) =>
        sendRefusal(reply, fail(404, reasons.noSuchCall(request.method, request.url)));
      // Routes, not only the not-found handler: the shell's pages answer every GET no route
      // takes (`/*`), and under /api that must be the contract's 404, never the page.
      api.all('/', noSuchCall);
      api.all('/*', noSuchCall);
      api.setNotFoundHandler(noSuchCall);
    },
    { prefix: '/api' },
  );

  if (config.shellDist) {
    const remotes = Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.url.href]));
    app.get(runtimeConfigPath, async (_request, reply) => {
      const runtimeConfig: RuntimeConfig = {
        api: 'server',
        remotes,
        registration: deps.community.registration,
        guestLogin: config.demo,
        defaultLanguage: config.defaultLanguage,
        mail: config.mail !== null,
        requireVerifiedEmail: config.requireVerifiedEmail,
        staffRequireTwoFactor: config.staffRequireTwoFactor,
      };
      return reply.header('Cache-Control', 'no-cache').send(runtimeConfig);
    });
    // A page names the files of its screen's remote, as the remote's build here lists them; a
    // remote deployed elsewhere (an `MF_*_URL`) is loaded as usual, its files unnamed.
    await serveBuiltApp(
      app,
      config.shellDist,
      config.remotes.filter((remote) => remote.deployedHere),
    );
  }
  return app;
}
