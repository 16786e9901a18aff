import * as v from 'valibot';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { PrivateEventSchema, type PrivateEvent } from 'api-contract/events';
import type { PrivateStreamSession } from './private-events';

/** How long before a dropped stream is opened again, unless the server said otherwise (its `retry:`). */
const reconnectAfterMs = 3_000;
/** How long before a stream the server refused (429, 503) is asked for again, unless its Retry-After says. */
const refusedPauseMs = 30_000;

/** What the tabs of one person say to each other: an event of the stream, or a new tab asking for the count so far. */
type TabMessage = { kind: 'event'; event: PrivateEvent } | { kind: 'ask' };

function parseEvent(data: unknown): PrivateEvent | null {
  try {
    const parsed = v.safeParse(PrivateEventSchema, typeof data === 'string' ? JSON.parse(data) : data);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The server's Retry-After in ms (seconds or a date), or the usual pause. */
function retryAfterMs(response: Response): number {
  const header = response.headers.get('retry-after');
  if (header === null) return refusedPauseMs;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? ms : refusedPauseMs;
}

/** Waits `ms`, or less if the subscription ends meanwhile (so its lock goes to another tab at once). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resume) => {
    if (signal.aborted) return resume();
    const timer = setTimeout(resume, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resume()), { once: true });
  });

type Opened = { token: string; signal: AbortSignal; onEvent: (event: PrivateEvent) => void };

/**
 * One connection to the stream, read until it ends: 'ended' when the server refused the session
 * (a 401: the session code signs out, nothing to retry), otherwise how long to wait before the
 * next (a refusal's Retry-After, or the reconnection delay after a drop).
 */
async function readOnce(url: string, { token, signal, onEvent }: Opened): Promise<'ended' | number> {
  let again = reconnectAfterMs;
  try {
    const headers = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    const response = await fetch(url, { headers, signal, cache: 'no-store' });
    if (response.status === 401) return 'ended';
    if (!response.ok || !response.body) return retryAfterMs(response);
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream({ onRetry: (ms) => (again = ms) }))
      .getReader();
    for (let read = await events.read(); !read.done; read = await events.read()) {
      const event = parseEvent(read.value.data);
      if (event) onEvent(event);
    }
  } catch {
    // A dropped connection (or the subscription's end, which the caller sees): open it again.
  }
  return again;
}

/**
 * Delivers the signed-in person's private events from the server's stream (`url`) to `onEvent`.
 * An EventSource cannot send the session's token, so the stream is read with `fetch`: opened
 * again after a drop (the server sends the count of now on each opening, so nothing is missed
 * and there is no `Last-Event-ID` to resume from), asked for again after a refusal (429, 503)
 * only once the server's pause is over, and given up after a 401 (the session ended: the
 * session code signs out).
 *
 * One stream per browser and person, however many tabs are open (a browser opens at most six
 * connections to one origin over HTTP/1.1), as the public stream does: the tab holding a Web
 * Lock named for the person keeps the stream and passes each event to that person's other tabs
 * over a BroadcastChannel; a tab opened later asks it for the count so far. When that tab
 * closes, another takes the lock and opens the stream. Returns the end.
 */
export function subscribeToPrivateEvents(
  url: string,
  { token, userId }: PrivateStreamSession,
  onEvent: (event: PrivateEvent) => void,
): () => void {
  const channel = new BroadcastChannel(`social-notifications-${userId}`);
  const stop = new AbortController();
  let last: PrivateEvent | null = null;
  let holding = false;
  const deliver = (event: PrivateEvent) => {
    last = event;
    onEvent(event);
  };
  const tell = (message: TabMessage) => channel.postMessage(message);
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data.kind === 'ask') {
      if (holding && last) tell({ kind: 'event', event: last });
      return;
    }
    const event = parseEvent(data.event);
    if (event) deliver(event);
  };

  const keepStream = async () => {
    holding = true;
    const signal = stop.signal;
    const received = (event: PrivateEvent) => (tell({ kind: 'event', event }), deliver(event));
    try {
      while (!signal.aborted) {
        const outcome = await readOnce(url, { token, signal, onEvent: received });
        if (outcome === 'ended') return;
        await pause(outcome, signal);
      }
    } finally {
      holding = false;
    }
  };

  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    navigator.locks.request(`social-notifications-stream-${userId}`, { signal: stop.signal }, keepStream).catch(() => undefined);
    tell({ kind: 'ask' });
  } else {
    void keepStream();
  }
  return () => {
    stop.abort();
    channel.close();
  };
}
