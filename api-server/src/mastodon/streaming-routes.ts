import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appCaller } from 'api-core/mastodon/app-viewer';
import { covers } from 'api-core/mastodon/scopes';
import { followAppStream, type StreamKind } from 'api-core/mastodon/streaming';
import type { ServerDeps } from '../deps';
import type { RefuseStream, StreamAdmission } from '../events/event-routes';
import { unreadBytesMax, type EventStream } from '../events/event-stream';
import { callContextFor } from './call-context';
import { isStreamKind, streamingSocket, unknownStream, type SocketCaller, type StreamingSocket } from './streaming-socket';

type OpenStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
  beforeAnswer: (stream: EventStream) => Promise<void>,
  options: { announceRetry: boolean; refuse: RefuseStream },
) => Promise<EventStream | null>;

/** A stream that may not open now, refused in Mastodon's shape with when to try again. */
const refuseInMastodonShape: RefuseStream = (reply, { status, message, retryAfterSeconds }) =>
  reply.code(status).header('Retry-After', String(retryAfterSeconds)).send({ error: message });

/** The stream a path or its `stream` parameter names, as Mastodon's streaming API names them. */
const streamByPath: Record<string, StreamKind> = {
  '/v1/streaming/user': 'user',
  '/v1/streaming/public': 'public',
  '/v1/streaming/public/local': 'public:local',
};

type StreamingRequest = FastifyRequest<{ Querystring: { stream?: unknown; access_token?: unknown } }>;

/** Who opens a stream, and the stream they name (null: none yet), or the refusal in Mastodon's words. */
type StreamCaller =
  { ok: false; status: number; error: string } | ({ ok: true; kind: StreamKind | null; userId: string | null } & SocketCaller);

/** The stream a request names by its path or its `stream`, null for none, or undefined for one this community has not. */
const streamNamed = (path: string, request: StreamingRequest): StreamKind | null | undefined => {
  const kind = streamByPath[path.replace(/\/$/, '')] ?? request.query.stream ?? null;
  return kind === null || isStreamKind(kind) ? kind : undefined;
};

/**
 * The token of a request: its `Authorization` header, its `access_token`, or, from a browser's
 * WebSocket (which can set no header), the subprotocol it offers, as Mastodon reads them.
 */
function tokenOf(request: StreamingRequest): string | undefined {
  if (request.headers.authorization) return request.headers.authorization;
  if (typeof request.query.access_token === 'string') return `Bearer ${request.query.access_token}`;
  const offered = request.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
  return offered ? `Bearer ${offered}` : undefined;
}

/**
 * Mastodon's streaming API (`/api/v1/streaming/user`, `/public`, `/public/local`, or
 * `/api/v1/streaming?stream=…`) over both of Mastodon's transports: server-sent events, which
 * Mastodon.py reads, and a WebSocket, which most apps use (streaming-socket.ts). The token comes
 * in the `Authorization` header, as `access_token`, or as the WebSocket's subprotocol. Each
 * stream or socket holds a place among the process's streams as the community's own do.
 */
export async function mastodonStreamingRoutes(app: FastifyInstance, deps: ServerDeps, openStream: OpenStream, admission: StreamAdmission) {
  // A client's messages are subscriptions, a few bytes each. `ws` answers a browser that offers its
  // token as the subprotocol with that same one (its first offered), without which it would close.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const sockets = new WeakMap<FastifyRequest, StreamingSocket>();
  const sources = { events: deps.events, signals: deps.notificationSignals };
  for (const path of ['/v1/streaming/health', '/v1/streaming/health/']) {
    app.get(path, async (_request, reply) => reply.type('text/plain').send('OK'));
  }
  /**
   * Who opens a stream and the stream they name (a socket may name none yet, and subscribe
   * later), or the refusal in Mastodon's words: the same for both transports.
   */
  const callerOf = async (request: StreamingRequest, path: string): Promise<StreamCaller> => {
    const kind = streamNamed(path, request);
    // A stream of events is one stream, named; only a socket may open on none and subscribe later.
    if (kind === undefined || (kind === null && !request.ws)) return { ok: false, status: 400, error: unknownStream };
    const caller = await appCaller(deps.db, tokenOf(request), { scope: 'read:statuses', member: kind === 'user' });
    if (!caller.ok) return { ok: false, status: caller.status, error: caller.error };
    return {
      ok: true,
      kind,
      userId: caller.value.viewer?._id ?? null,
      context: callContextFor(deps, request, caller.value, {}),
      notifications: covers(caller.value.scopes, 'read:notifications'),
    };
  };
  const paths = ['/v1/streaming', ...Object.keys(streamByPath)];
  for (const path of paths.flatMap((one) => [one, `${one}/`])) {
    app.route<{ Querystring: { stream?: unknown; access_token?: unknown } }>({
      method: 'GET',
      url: path,
      compress: false,
      // A socket is refused before it opens, in HTTP as any call: an unknown stream or token, or no room.
      preValidation: async (request, reply) => {
        if (!request.ws) return;
        const asked = await callerOf(request, path);
        if (!asked.ok) return reply.code(asked.status).send({ error: asked.error });
        const { kind: first, userId, context, notifications } = asked;
        const onError = (error: unknown) => request.log.error({ err: error }, 'an app socket failed');
        const connection = request.raw.socket;
        const socket = streamingSocket(connection, { context, notifications }, sources, onError, {
          keepAliveEveryMs: admission.keepAliveEveryMs,
          mostBufferedBytes: unreadBytesMax,
        });
        // The connection's end, whether or not it became a socket, stops what it follows and frees its place.
        connection.once('close', socket.stop);
        if (connection.destroyed) return socket.stop();
        const refusal = await admission.admit(request, userId, socket);
        if (refusal) {
          socket.stop();
          return refuseInMastodonShape(reply, refusal);
        }
        if (first) await socket.follow(first);
        sockets.set(request, socket);
      },
      wsHandler: (socket, request) => sockets.get(request)!.attach(socket),
      handler: async (request, reply) => {
        const asked = await callerOf(request, path);
        if (!asked.ok) return reply.code(asked.status).send({ error: asked.error });
        const { kind, userId, context, notifications } = asked;
        // Named, as callerOf asks of a stream of events (the check again tells the compiler).
        if (kind === null) return reply.code(400).send({ error: unknownStream });
        await openStream(
          request,
          reply,
          userId,
          async (stream) => {
            const stop = await followAppStream(
              context,
              { kind, notifications },
              sources,
              { send: (name, data) => stream.sendNamed(name, data), end: () => stream.end() },
              (error) => request.log.error({ err: error }, 'an app stream failed'),
            );
            void stream.ended.then(stop);
          },
          { announceRetry: false, refuse: refuseInMastodonShape },
        );
        return reply;
      },
    });
  }
}
