import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventsPath } from 'api-contract/events';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { ServerDeps } from '../deps';
import { sendRefusal } from '../http/refusal';
import { openEventStream, type EventStream } from './event-stream';

/**
 * Where a client resumes: the `Last-Event-ID` a browser's EventSource sends when it reconnects,
 * or `?lastEventId=` from a client that opens a new EventSource. None: only what comes next.
 */
function resumePoint(request: FastifyRequest<{ Querystring: { lastEventId?: unknown } }>): Result<number | null> {
  const given = request.headers['last-event-id'] ?? request.query.lastEventId;
  if (given === undefined || given === '') return succeed(null);
  if (typeof given !== 'string' || !/^\d{1,15}$/.test(given)) return fail(400, 'Last-Event-ID must be the id of an event.');
  return succeed(Number(given));
}

/**
 * `GET /api/events`: server-sent events announcing public changes (ids and counts), each with
 * its id, resumable after the last id seen. Not compressed: a compressor would hold events back
 * until its buffer fills. Every stream ends when the server shuts down, so it can finish.
 */
export async function eventRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get<{ Querystring: { lastEventId?: unknown } }>(eventsPath, { compress: false }, async (request, reply) => {
    const after = resumePoint(request);
    if (!after.ok) return sendRefusal(reply, after);
    const stream = openEventStream();
    open.add(stream);
    let stop = () => {};
    void stream.ended.then(() => {
      open.delete(stream);
      stop();
    });
    // The client went away, or the answer ended: stop following, and let go of what was not sent.
    reply.raw.once('close', stream.drop);
    reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-cache, no-transform')
      .header('X-Accel-Buffering', 'no')
      .send(stream.body);
    try {
      const stopFollowing = await deps.events.follow(after.value, stream);
      stop = stopFollowing;
      if (!open.has(stream)) stopFollowing();
    } catch (error) {
      request.log.error({ err: error }, 'live events failed');
      stream.end();
    }
    return reply;
  });
}
