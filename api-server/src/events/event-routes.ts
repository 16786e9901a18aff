import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventsPath, notificationEventsPath } from 'api-contract/events';
import { followNotifications } from 'api-core/notifications';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Failure, type Result } from 'api-contract/rules/result';
import type { ServerDeps } from '../deps';
import { addressKey } from '../http/client-address';
import { sendRefusal, sendRetryLater } from '../http/refusal';
import { openEventStream, type EventStream, type EventStreamOptions } from './event-stream';
import { mastodonStreamingRoutes } from '../mastodon/streaming-routes';

/** When a client refused for want of room may try again: long enough for streams to end, short enough to come back soon. */
const retryWhenFullSeconds = 30;

/**
 * Where a client resumes: the `Last-Event-ID` a browser's EventSource sends when it reconnects,
 * or `?lastEventId=` from a client that opens a new EventSource. None: only what comes next.
 */
function resumePoint(request: FastifyRequest<{ Querystring: { lastEventId?: unknown } }>): Result<number | null> {
  const given = request.headers['last-event-id'] ?? request.query.lastEventId;
  if (given === undefined || given === '') return succeed(null);
  if (typeof given !== 'string' || !/^\d{1,15}$/.test(given)) return fail(400, reasons.invalidLastEventId);
  return succeed(Number(given));
}

/** How a refusal to open a stream is sent, in the shape of the API that was called. */
export type RefuseStream = (reply: FastifyReply, refusal: StreamRefusal) => FastifyReply;

/** A stream as its place among the process's streams sees it, whatever carries it (server-sent events or a WebSocket). */
export type HeldStream = { ended: Promise<void>; end: () => void };

/** Why a stream may not open now, and when to try again. */
export type StreamRefusal = Pick<Failure, 'status' | 'code' | 'message'> & { retryAfterSeconds: number };

/**
 * Who may open a stream now. `admit` gives the request's stream its place among the process's
 * streams until it ends, and answers null; or answers the refusal (the streams are full, or its
 * caller opened too many), for the caller to send in its API's shape. The place is taken before
 * anything is awaited, so streams opened at once cannot all pass the same count.
 */
export type StreamAdmission = {
  admit: (request: FastifyRequest, userId: string | null, stream: HeldStream) => Promise<StreamRefusal | null>;
  /** How often a quiet stream speaks, so proxies and the server's own idle timeout keep it open. */
  keepAliveEveryMs: number;
};

/**
 * The streams this process holds, in all and per address, within their caps (0: no cap): each
 * open stream holds a connection and up to its buffer's bound of memory. Counted per process,
 * since that is what each process spends.
 */
function streamPlaces({ perAddress, max }: ServerDeps['config']['streams']) {
  const open = new Set<HeldStream>();
  const byAddress = new Map<string, number>();
  return {
    open,
    /** Why a stream from `address` cannot open now, or null when it can (then it holds a place until it ends). */
    refusal: (address: string) => {
      if (max > 0 && open.size >= max) return fail(503, reasons.streamsFull(retryWhenFullSeconds));
      if (perAddress > 0 && (byAddress.get(address) ?? 0) >= perAddress) {
        return fail(429, reasons.tooManyStreamsOpen(retryWhenFullSeconds));
      }
      return null;
    },
    /** Holds a place for `stream` until it ends, or until the answered release (once). */
    take: (address: string, stream: HeldStream) => {
      open.add(stream);
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      const release = () => {
        if (!open.delete(stream)) return;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
      void stream.ended.then(release);
      return release;
    },
  };
}

/**
 * The live event streams: `GET /api/events`, server-sent events announcing public changes (ids
 * and counts), each with its id, resumable after the last id seen; and
 * `GET /api/notifications/events`, one signed-in person's unread count, authenticated by their
 * session's token like any call. Both count against the same caps of streams. Not compressed: a
 * compressor would hold events back until its buffer fills. Every stream ends when the server
 * shuts down, so it can finish.
 */
export async function eventRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  const places = streamPlaces(deps.config.streams);
  // Quiet streams speak before the server's own idle timeout would close them.
  const idleMs = deps.config.timeouts.idleSeconds * 1000;
  const keepAliveEveryMs = idleMs > 0 ? Math.min(15_000, idleMs / 2) : 15_000;
  app.addHook('preClose', async () => {
    for (const stream of places.open) stream.end();
  });

  const admission: StreamAdmission = {
    admit: async (request, userId, stream) => {
      const address = addressKey(request.ip);
      const full = places.refusal(address);
      if (full) return { ...full, retryAfterSeconds: retryWhenFullSeconds };
      const release = places.take(address, stream);
      const admitted = await deps.limiter.admit('stream', { userId, address });
      if (admitted.ok) return null;
      release();
      return admitted;
    },
    keepAliveEveryMs,
  };

  /**
   * A stream of server-sent events for `userId` (null: nobody signed in) from the request's
   * address, or the refusal sent (by `refuse`: the community's shape unless said) when it cannot
   * open now. `beforeAnswer` starts following what the stream sends, before the answer tells the
   * client the stream is open.
   */
  const openStream = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string | null,
    beforeAnswer?: (stream: EventStream) => Promise<void>,
    { announceRetry = true, refuse = sendRetryLater }: Pick<EventStreamOptions, 'announceRetry'> & { refuse?: RefuseStream } = {},
  ): Promise<EventStream | null> => {
    const stream = openEventStream({ keepAliveEveryMs, announceRetry });
    const refusal = await admission.admit(request, userId, stream);
    if (refusal) {
      stream.drop();
      refuse(reply, refusal);
      return null;
    }
    // The client went away, or the answer ended: let go of what was not sent.
    reply.raw.once('close', stream.drop);
    // What the stream follows is followed before the client hears it is open: nothing falls between.
    await beforeAnswer?.(stream);
    reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-cache, no-transform')
      .header('X-Accel-Buffering', 'no')
      .send(stream.body);
    return stream;
  };

  app.get<{ Querystring: { lastEventId?: unknown } }>(eventsPath, { compress: false }, async (request, reply) => {
    const after = resumePoint(request);
    if (!after.ok) return sendRefusal(reply, after);
    // Without a resume point, the stream starts after the latest event committed before its
    // client hears it is open: what the client does next is after it. It is followed once open,
    // so that a long past resumed is sent through the answer, never into a body nobody reads yet.
    let start = after.value;
    const stream = await openStream(request, reply, null, async () => {
      // Unread (the database failing), it is read by `follow` below, whose failure ends the stream.
      start ??= await deps.events.latestId().catch(() => null);
    });
    if (!stream) return reply;
    let stop = () => {};
    void stream.ended.then(() => stop());
    try {
      const stopFollowing = await deps.events.follow(start, stream);
      stop = stopFollowing;
      if (!places.open.has(stream)) stopFollowing();
    } catch (error) {
      request.log.error({ err: error }, 'live events failed');
      stream.end();
    }
    return reply;
  });

  app.get(notificationEventsPath, { compress: false }, async (request, reply) => {
    // The call that needs a signed-in person: no token is its 401, as for any such call.
    const viewer = await deps.api.authenticate('getNotifications', request.headers.authorization);
    if (!viewer.ok) return sendRefusal(reply, viewer);
    if (!viewer.value) return sendRefusal(reply, fail(401, reasons.sessionRequired));
    const stream = await openStream(request, reply, viewer.value._id);
    if (!stream) return reply;
    const stop = followNotifications(
      { db: deps.db, signals: deps.notificationSignals, events: deps.events },
      viewer.value,
      { send: stream.sendState, end: stream.end },
      (error) => request.log.error({ err: error }, 'notification events failed'),
    );
    void stream.ended.then(stop);
    return reply;
  });

  await mastodonStreamingRoutes(app, deps, openStream, admission);
}
