import * as v from 'valibot';
import { PrivateEventSchema, type PrivateEvent } from 'api-contract/events';
import { reasonOf } from 'api-contract/http';
import { endsSession } from 'api-contract/error-codes';
import * as reasons from 'api-contract/reasons';
import { type Framed, type StreamOptions, lazySubscription, loadEventStream } from '../live';

/** Whose private stream to follow: the session's token, which the server checks, and its person, whose tabs share one stream. */
export type PrivateStreamSession = { token: string; userId: string };

/**
 * Where a page's private events come from (the signed-in person's unread count, and why their
 * session ended): a subscription for one session that calls `onEvent` with each event and
 * returns its end. On the server, its stream `/api/notifications/events`; on the in-page mock,
 * the mock's own.
 */
export type PrivateEventSource = (session: PrivateStreamSession, onEvent: (event: PrivateEvent) => void) => () => void;

function parsePrivateEvent({ data }: Framed): PrivateEvent | null {
  try {
    const parsed = v.safeParse(PrivateEventSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * The session's stream ended for good: a 401 (or the 404 of an account gone) says why in its
 * code, told to every tab as the stream's own `session.ended` would be; a 401 without one is
 * still the end of the session. Any other refusal is one to retry.
 */
function sessionEndOf(status: number, body: unknown): PrivateEvent | null {
  const reason = reasonOf(body);
  if (reason && endsSession(reason.code)) return { type: 'session.ended', code: reason.code, message: reason.message };
  return status === 401 ? { type: 'session.ended', code: 'session.invalid', message: reasons.invalidToken.message } : null;
}

/**
 * One session's private stream at `url`: one per browser and session (its tabs share it), asked
 * for with the session's token; it ends with the session. The server sends the count of now on each
 * opening, so nothing is missed and there is nothing to resume from; a tab opened later is handed
 * the counts so far.
 */
export const privateStreamOptions = (url: string, { token, userId }: PrivateStreamSession): StreamOptions<PrivateEvent> => ({
  // The tabs of one session share it (a token's signature tells sessions apart): a tab signed in
  // anew is never handed what an older session's stream said.
  name: `social-notifications-${userId}-${token.slice(-16)}`,
  request: () => ({ url, headers: { authorization: `Bearer ${token}` } }),
  parse: parsePrivateEvent,
  // The counts are states, handed to a tab opened later; what happened to a post is a change.
  stateOf: (event) => (event.type === 'reader.event' ? null : event.type),
  endedBy: sessionEndOf,
  isLast: (event) => event.type === 'session.ended',
});

/**
 * The server's private stream at `url`, read by the one stream module: a chunk of its own,
 * fetched once someone is signed in (a signed-out page that reads no public stream never loads it).
 */
export const serverPrivateEvents = (url: string): PrivateEventSource =>
  lazySubscription(() =>
    loadEventStream().then(
      ({ subscribeToStream }) =>
        (session: PrivateStreamSession, onEvent: (event: PrivateEvent) => void) =>
          subscribeToStream(privateStreamOptions(url, session), onEvent),
    ),
  );
