import * as v from 'valibot';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { PrivateEventSchema, type NumberedPrivateEvent } from 'api-contract/events';
import type { PrivateStreamSession } from './private-events';

/** How long before a dropped stream is opened again, unless the server said otherwise (its `retry:`). */
const reconnectAfterMs = 3_000;
/** How long before a stream the server refused (429, 503) is asked for again, unless its Retry-After says. */
const refusedPauseMs = 30_000;

/** What the tabs of one person say to each other: an event of the stream, or a new tab asking for the count so far. */
type TabMessage = { kind: 'event'; event: NumberedPrivateEvent } | { kind: 'ask' };

function parseEvent(id: unknown, data: unknown): NumberedPrivateEvent | null {
  try {
    const parsed = v.safeParse(PrivateEventSchema, typeof data === 'string' ? JSON.parse(data) : data);
    return parsed.success && typeof id === 'string' ? { id, event: parsed.output } : null;
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

type Opened = { lastId: string | null; token: string; signal: AbortSignal; onEvent: (event: NumberedPrivateEvent) => void };

/**
 * One connection to the stream, read until it ends: 'ended' when the server refused the session
 * (a 401: the session code signs out, nothing to retry), otherwise how long to wait before the
 * next (a refusal's Retry-After, or the reconnection delay after a drop).
 */
async function readOnce(url: string, { lastId, token, signal, onEvent }: Opened): Promise<'ended' | number> {
  let again = reconnectAfterMs;
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (lastId !== null) headers['last-event-id'] = lastId;
    const response = await fetch(url, { headers, signal, cache: 'no-store' });
    if (response.status === 401) return 'ended';
    if (!response.ok || !response.body) return retryAfterMs(response);
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream({ onRetry: (ms) => (again = ms) }))
      .getReader();
    for (let read = await events.read(); !read.done; read = await events.read()) {
      const event = parseEvent(read.value.id, read.value.data);
      if (event) onEvent(event);
    }
  } catch {
    // A dropped connection (or the subscription's end, which the caller sees): open it again.
  }
  return again;
}

/**
 * Delivers the signed-in person's private events from the server's stream (`url`) to `onEvent`.
 * An EventSource cannot send the session's token, so the stream is read with `fetch`, resumed
 * after a drop with `Last-Event-ID`, asked for again after a refusal only once the server's
 * pause is over, and given up after a 401 (the session ended: the session code signs out).
 *
 * One stream per browser and person, however many tabs are open (a browser opens at most six
 * connections to one origin over HTTP/1.1), as the public stream does: the tab holding a Web
 * Lock named for the person keeps the stream and passes each event to that person's other tabs
 * over a BroadcastChannel; a tab opened later asks it for the count so far. When that tab
 * closes, another takes the lock and resumes from the last event it saw. Returns the end.
 */
export function subscribeToPrivateEvents(
  url: string,
  { token, userId }: PrivateStreamSession,
  onEvent: (event: NumberedPrivateEvent) => void,
): () => void {
  const channel = new BroadcastChannel(`social-notifications-${userId}`);
  const stop = new AbortController();
  let last: NumberedPrivateEvent | null = null;
  let holding = false;
  const deliver = (event: NumberedPrivateEvent) => {
    last = event;
    onEvent(event);
  };
  const tell = (message: TabMessage) => channel.postMessage(message);
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data.kind === 'ask') {
      if (holding && last) tell({ kind: 'event', event: last });
      return;
    }
    const event = parseEvent(data.event.id, data.event.event);
    if (event) deliver(event);
  };

  const keepStream = async () => {
    holding = true;
    const signal = stop.signal;
    const received = (event: NumberedPrivateEvent) => (tell({ kind: 'event', event }), deliver(event));
    try {
      while (!signal.aborted) {
        const outcome = await readOnce(url, { lastId: last?.id ?? null, token, signal, onEvent: received });
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
