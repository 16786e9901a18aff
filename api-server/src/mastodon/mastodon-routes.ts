import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cors from '@fastify/cors';
import { imageTypeOf } from 'api-contract/images';
import { limits } from 'api-contract/limits';
import type { Allowance } from 'api-core/rate-limits';
import type { ClientCall } from 'api-core/mastodon/client-call';
import { clientCalls } from 'api-core/mastodon/client-calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refused, type MastodonAnswer } from 'api-core/mastodon/answers';
import { appCaller } from 'api-core/mastodon/app-viewer';
import { registerApp, type AppRegistration } from 'api-core/mastodon/apps';
import { instanceV1, instanceV2, type ServerFacts } from 'api-core/mastodon/instance';
import type { ServerDeps } from '../deps';
import { addressKey } from '../http/client-address';
import { appsCors } from './apps-cors';
import { callContextFor } from './call-context';
import { serverVersion } from '../health/version';
import { inputPixelLimit } from '../platform/image-store';

/**
 * Mastodon's client API (issue 39), under `/api/v1` and `/api/v2`: what the apps people already
 * use (Tusky, Ivory, Elk, Mastodon.py, toot) call. Each call is api-core's (`api-core/src/mastodon`),
 * a translation onto the community's one set of rules; this only carries it over HTTP, with
 * Mastodon's forms (apps send forms as often as JSON) and its refusals, `{"error": "..."}`.
 */
export async function mastodonRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  // Only these routes read forms and multipart uploads: the community's own calls stay JSON.
  await app.register(formBody);
  await app.register(multipart, { limits: { fileSize: limits.imageMaxBytes, files: 2, fields: 20 } });
  // Web apps (Elk, Phanpy) call from their own origins with a token, never a cookie: any origin may.
  await app.register(cors, appsCors);
  const facts = (): ServerFacts => ({
    origin: deps.config.publicUrl,
    name: deps.config.communityName,
    version: serverVersion,
    imagePixelsMax: inputPixelLimit,
    registration: deps.community.registration,
  });

  // Mastodon (Rails) takes a path with or without its last slash, and apps send both
  // (Mastodon.py asks for `/api/v1/instance/`): each route answers at both.
  const both = (path: string) => [path, `${path}/`];
  for (const path of both('/v1/apps')) {
    app.post<{ Body: AppRegistration | undefined }>(path, async (request, reply) => {
      // A registration is a write by whoever asks: counted against their address's allowance.
      const admitted = await deps.limiter.admit('write', { userId: null, address: addressKey(request.ip) });
      if (!admitted.ok) {
        return send(reply.header('Retry-After', String(admitted.retryAfterSeconds)), refused(429, 'Too many requests'));
      }
      return send(reply, await registerApp(deps.db, request.body ?? {}));
    });
  }
  for (const path of both('/v1/instance')) app.get(path, async () => instanceV1(deps.db, facts()));
  for (const path of both('/v2/instance')) app.get(path, async () => instanceV2(deps.db, facts()));
  // A preflight is answered by the CORS plugin's hook; each path has an OPTIONS route of its own,
  // so the catch-all of /api (the contract's 404) does not take it first.
  const paths = new Set(['/v1/apps', '/v1/instance', '/v2/instance', ...clientCalls.map((call) => call.path)]);
  for (const path of [...paths].flatMap(both)) app.options(path, (_request, reply) => reply.code(204).send());
  for (const call of clientCalls) {
    for (const path of both(call.path)) {
      app.route({
        method: call.method.toUpperCase(),
        url: path,
        handler: (request, reply) => answerCall(call, request, reply),
      });
    }
  }

  /** One call of the client API: its token and scope checked, its allowance counted, then api-core's translation run. */
  async function answerCall(call: ClientCall, request: FastifyRequest, reply: FastifyReply) {
    const caller = await appCaller(deps.db, request.headers.authorization, { scope: call.scope, member: call.member });
    if (!caller.ok) return send(reply, caller);
    const kind = call.rateLimit ?? (call.method === 'get' ? null : 'write');
    if (kind !== null) {
      const admitted = await deps.limiter.admit(kind, { userId: caller.value.viewer?._id ?? null, address: addressKey(request.ip) });
      if (admitted.allowance) rateLimitHeaders(reply, admitted.allowance);
      if (!admitted.ok) return send(reply.header('Retry-After', String(admitted.retryAfterSeconds)), refused(429, 'Too many requests'));
    }
    const context = callContextFor(deps, request, caller.value, await bodyOf(request));
    return send(reply, await call.run(context));
  }
}

/** Mastodon's headers of what is left of the caller's allowance, as apps pace themselves by them. */
function rateLimitHeaders(reply: FastifyReply, { limit, remaining, resetSeconds }: Allowance) {
  reply.header('X-RateLimit-Limit', String(limit));
  reply.header('X-RateLimit-Remaining', String(remaining));
  reply.header('X-RateLimit-Reset', new Date(Date.now() + resetSeconds * 1000).toISOString());
}

/**
 * What an app sent: JSON, a form, or (a media upload) a multipart form, whose file becomes the
 * data URL the contract's upload takes, under its field's name (`file`, `avatar`). Each file's
 * size is bounded by the multipart plugin's limit.
 */
async function bodyOf(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const body: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // Apps that name no type (toot sends `application/octet-stream`) are read by the file's first bytes.
      const type = part.mimetype.startsWith('image/') ? part.mimetype : (imageTypeOf(bytes) ?? part.mimetype);
      body[part.fieldname] ??= `data:${type};base64,${bytes.toString('base64')}`;
    } else if (typeof part.value === 'string') {
      body[part.fieldname] = part.value;
    }
  }
  return body;
}

/** A Mastodon answer as HTTP: the entity, or its refusal in Mastodon's shape. */
function send<T>(reply: FastifyReply, answer: MastodonAnswer<T>) {
  if (!answer.ok) return reply.code(answer.status).send({ error: answer.error });
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  return reply.header('Cache-Control', 'no-store').send(answer.value);
}
