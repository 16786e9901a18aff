import * as v from 'valibot';
import { LiveEventSchema, type NumberedEvent } from 'api-contract/events';

/**
 * Where a page's live events come from: a subscription that calls `onEvent` with each event
 * and returns its end. On the server, `subscribeToLiveEvents` on `/api/events`; on the in-page
 * mock, the mock's own subscription (the same events, without a stream).
 */
export type LiveEventSource = (onEvent: (event: NumberedEvent) => void) => () => void;

const channelName = 'social-live-events';
/** How long before a stream the server refused is opened again: the server's Retry-After, which an EventSource cannot read. */
const reopenRefusedAfterMs = 30_000;
const lockName = 'social-live-events-stream';

function parseEvent(id: string, data: unknown): NumberedEvent | null {
  try {
    const parsed = v.safeParse(LiveEventSchema, typeof data === 'string' ? JSON.parse(data) : data);
    return parsed.success ? { id, event: parsed.output } : null;
  } catch {
    return null;
  }
}

/**
 * Delivers the server's live events (`url`, server-sent events) to `onEvent`, with one stream
 * per browser however many tabs are open (a browser opens at most six connections to one origin
 * over HTTP/1.1): the tab that holds a Web Lock keeps the stream and passes each event to the
 * other tabs over a BroadcastChannel. When that tab closes, its lock goes to another tab, which
 * resumes the stream from the last event it saw. Returns what ends the subscription.
 */
export function subscribeToLiveEvents(url: string, onEvent: (event: NumberedEvent) => void): () => void {
  const channel = new BroadcastChannel(channelName);
  const stop = new AbortController();
  let lastId: string | null = null;
  const deliver = (event: NumberedEvent) => {
    lastId = event.id;
    onEvent(event);
  };
  channel.onmessage = (message: MessageEvent<NumberedEvent>) => {
    const event = parseEvent(message.data.id, message.data.event);
    if (event) deliver(event);
  };

  const keepStream = () =>
    new Promise<void>((release) => {
      let source: EventSource | null = null;
      let reopen: ReturnType<typeof setTimeout> | undefined;
      const open = () => {
        const opened = new EventSource(lastId === null ? url : `${url}?lastEventId=${encodeURIComponent(lastId)}`);
        source = opened;
        opened.onmessage = (message: MessageEvent<string>) => {
          const event = parseEvent(message.lastEventId, message.data);
          if (!event) return;
          channel.postMessage(event);
          deliver(event);
        };
        // A browser reconnects by itself after a dropped connection, but gives up for good when
        // the server answers with an error (a 429 or 503 while it holds too many streams): then
        // the stream is opened again after the server's usual Retry-After.
        opened.onerror = () => {
          if (opened.readyState === EventSource.CLOSED && !stop.signal.aborted) reopen = setTimeout(open, reopenRefusedAfterMs);
        };
      };
      open();
      stop.signal.addEventListener('abort', () => {
        clearTimeout(reopen);
        source?.close();
        release();
      });
    });

  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    navigator.locks.request(lockName, { signal: stop.signal }, keepStream).catch(() => undefined);
  } else {
    void keepStream();
  }
  return () => {
    stop.abort();
    channel.close();
  };
}
