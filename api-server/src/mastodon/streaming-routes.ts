import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appCaller } from 'api-core/mastodon/app-viewer';
import { covers } from 'api-core/mastodon/scopes';
import { followAppStream, streamKinds, type StreamKind } from 'api-core/mastodon/streaming';
import type { ServerDeps } from '../deps';
import type { EventStream } from '../events/event-stream';
import { callContextFor } from './call-context';

type OpenStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
  beforeAnswer: (stream: EventStream) => Promise<void>,
  options: { announceRetry: boolean },
) => Promise<EventStream | null>;

/** The stream a path or its `stream` parameter names, as Mastodon's streaming API names them. */
const streamByPath: Record<string, StreamKind> = {
  '/v1/streaming/user': 'user',
  '/v1/streaming/public': 'public',
  '/v1/streaming/public/local': 'public:local',
};

const isStreamKind = (kind: unknown): kind is StreamKind => typeof kind === 'string' && (streamKinds as readonly string[]).includes(kind);

/**
 * Mastodon's streaming API as server-sent events (`/api/v1/streaming/user`, `/public`,
 * `/public/local`, or `/api/v1/streaming?stream=…`), which Mastodon.py and web clients read: the
 * token in the `Authorization` header or, from a browser's EventSource, `access_token`. Each
 * stream holds a place among the process's streams as the community's own do (`openStream`).
 */
export async function mastodonStreamingRoutes(app: FastifyInstance, deps: ServerDeps, openStream: OpenStream) {
  for (const path of ['/v1/streaming/health', '/v1/streaming/health/']) {
    app.get(path, async (_request, reply) => reply.type('text/plain').send('OK'));
  }
  const paths = ['/v1/streaming', ...Object.keys(streamByPath)];
  for (const path of paths.flatMap((one) => [one, `${one}/`])) {
    app.get<{ Querystring: { stream?: unknown; access_token?: unknown } }>(path, { compress: false }, async (request, reply) => {
      const kind = streamByPath[path.replace(/\/$/, '')] ?? request.query.stream;
      if (!isStreamKind(kind)) return reply.code(400).send({ error: `Unknown stream: choose one of ${streamKinds.join(', ')}.` });
      const token = typeof request.query.access_token === 'string' ? `Bearer ${request.query.access_token}` : request.headers.authorization;
      const caller = await appCaller(deps.db, token, { scope: 'read:statuses', member: kind === 'user' });
      if (!caller.ok) return reply.code(caller.status).send({ error: caller.error });
      const { viewer } = caller.value;
      const context = callContextFor(deps, request, caller.value, {});
      await openStream(
        request,
        reply,
        viewer?._id ?? null,
        async (stream) => {
          const stop = await followAppStream(
            context,
            { kind, notifications: covers(caller.value.scopes, 'read:notifications') },
            { events: deps.events, signals: deps.notificationSignals },
            { send: (name, data) => stream.sendNamed(name, data), end: () => stream.end() },
            (error) => request.log.error({ err: error }, 'an app stream failed'),
          );
          void stream.ended.then(stop);
        },
        { announceRetry: false },
      );
      return reply;
    });
  }
}
