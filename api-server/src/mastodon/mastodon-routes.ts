import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answered, callContract, refused, type MastodonAnswer } from 'api-core/mastodon/answers';
import { credentialAccountOf } from 'api-core/mastodon/accounts';
import { appCaller } from 'api-core/mastodon/app-viewer';
import { registerApp, type AppRegistration } from 'api-core/mastodon/apps';
import { instanceV1, instanceV2, type ServerFacts } from 'api-core/mastodon/instance';
import type { ServerDeps } from '../deps';
import { addressKey } from '../http/client-address';
import { serverVersion } from '../health/version';
import { inputPixelLimit } from '../platform/image-store';

/**
 * Mastodon's client API (issue 39), under `/api/v1` and `/api/v2`: what the apps people already
 * use (Tusky, Ivory, Elk, Mastodon.py, toot) call. Each call is api-core's (`api-core/src/mastodon`),
 * a translation onto the community's one set of rules; this only carries it over HTTP, with
 * Mastodon's forms (apps send forms as often as JSON) and its refusals, `{"error": "..."}`.
 */
export async function mastodonRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  // Only these routes read forms: the community's own calls stay JSON.
  await app.register(formBody);
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
  for (const path of both('/v1/accounts/verify_credentials')) {
    app.get(path, async (request, reply) => {
      const caller = await appCaller(deps.db, request.headers.authorization, { scope: 'read:accounts', member: true });
      if (!caller.ok) return send(reply, caller);
      const viewer = caller.value.viewer!;
      const found = await callContract(deps.api, 'getUser', {
        viewer,
        userAgent: request.headers['user-agent'],
        params: { userId: viewer._id },
      });
      return send(reply, found.ok ? answered(credentialAccountOf(found.value.user, deps.config.publicUrl)) : found);
    });
  }
  for (const path of both('/v2/instance')) app.get(path, async () => instanceV2(deps.db, facts()));
}

/** A Mastodon answer as HTTP: the entity, or its refusal in Mastodon's shape. */
function send<T>(reply: FastifyReply, answer: MastodonAnswer<T>) {
  return answer.ok ? reply.send(answer.value) : reply.code(answer.status).send({ error: answer.error });
}
