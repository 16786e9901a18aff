import { EventSourceParserStream } from 'eventsource-parser/stream';

/** How long before a dropped stream is opened again, unless the server said otherwise (its `retry:`). */
const reconnectAfterMs = 3_000;
/** How long before a stream the server refused (429, 503) is asked for again, unless its Retry-After says. */
const refusedPauseMs = 30_000;

/** An event as the stream framed it: its data, and its id when it has one (to resume after). */
export type Framed = { data: string; id?: string };

/**
 * One stream of server-sent events, as `subscribeToStream` keeps it. The same for the public
 * stream and the private one: only these differ.
 */
export type StreamOptions<E> = {
  /** Names the Web Lock and the BroadcastChannel: one stream per browser for each name. */
  name: string;
  /** The request that (re)opens the stream: its address and headers, given the last event framed (to resume after it). */
  request: (last: Framed | null) => { url: string; headers: Record<string, string> };
  /** The event a framed one carries, or null when it is none this page knows. */
  parse: (framed: Framed) => E | null;
  /**
   * What a tab opened later is handed: the latest event of each state (a count), under the key
   * this answers (its kind); never a change it would apply twice (null).
   */
  stateOf: (event: E) => string | null;
  /** The event a refusal that ends the stream for good says (a 401: the session ended), or null when the refusal is one to retry. */
  endedBy?: (status: number, body: unknown) => E | null;
  /** Whether an event the stream sends is its last (the session ended): then it is not opened again. */
  isLast?: (event: E) => boolean;
};

/** What the tabs of one stream say to each other: an event of the stream, or a new tab asking for the last one. */
type TabMessage = { kind: 'event'; framed: Framed } | { kind: 'ask' };

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

type Reading<E> = { options: StreamOptions<E>; last: Framed | null; signal: AbortSignal; received: (framed: Framed) => void };

/**
 * One connection to the stream, read until it ends: the event of a refusal that ends it for good
 * (`endedBy`), otherwise how long to wait before the next (a refusal's Retry-After, or the
 * reconnection delay after a drop).
 */
async function readOnce<E>({ options, last, signal, received }: Reading<E>): Promise<{ ended: Framed } | number> {
  let again = reconnectAfterMs;
  try {
    const { url, headers } = options.request(last);
    const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal, cache: 'no-store' });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      const ending = options.endedBy?.(response.status, body);
      return ending ? { ended: { data: JSON.stringify(ending) } } : retryAfterMs(response);
    }
    if (!response.body) return retryAfterMs(response);
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream({ onRetry: (ms) => (again = ms) }))
      .getReader();
    for (let read = await events.read(); !read.done; read = await events.read()) {
      received({ data: read.value.data, ...(read.value.id === undefined ? {} : { id: read.value.id }) });
    }
  } catch {
    // A dropped connection (or the subscription's end, which the caller sees): open it again.
  }
  return again;
}

/**
 * Delivers a stream of server-sent events to `onEvent`, read with `fetch` (an EventSource can
 * neither send a token nor read a refusal's Retry-After or words), with one retry policy: opened
 * again after a drop (after the server's `retry:`, resuming after the last event with an id),
 * asked for again after a refusal (429, 503) only once its Retry-After has passed, and given up
 * after a refusal that ends it for good (`endedBy`), whose event every tab is told.
 *
 * One stream per browser and name, however many tabs are open (a browser opens at most six
 * connections to one origin over HTTP/1.1): the tab holding the Web Lock of that name keeps the
 * stream and passes each event to the other tabs over a BroadcastChannel; when it closes,
 * another takes the lock and resumes from the last event it saw. Returns the end.
 */
export function subscribeToStream<E>(options: StreamOptions<E>, onEvent: (event: E) => void): () => void {
  const channel = new BroadcastChannel(options.name);
  const stop = new AbortController();
  let last: Framed | null = null;
  // The latest event of each state, in the order they came: what a tab opened later is handed.
  const states = new Map<string, Framed>();
  let holding = false;
  const deliver = (framed: Framed) => {
    const event = options.parse(framed);
    if (!event) return;
    last = framed;
    const state = options.stateOf(event);
    if (state !== null) {
      states.delete(state);
      states.set(state, framed);
    }
    onEvent(event);
  };
  const tell = (message: TabMessage) => channel.postMessage(message);
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data.kind === 'ask') {
      if (holding) for (const framed of states.values()) tell({ kind: 'event', framed });
      return;
    }
    deliver(data.framed);
  };

  const keepStream = async () => {
    holding = true;
    const { signal } = stop;
    let over = false;
    const received = (framed: Framed) => {
      tell({ kind: 'event', framed });
      deliver(framed);
      const event = options.parse(framed);
      over ||= event !== null && options.isLast?.(event) === true;
    };
    try {
      while (!signal.aborted && !over) {
        const outcome = await readOnce({ options, last, signal, received });
        if (typeof outcome === 'object') return received(outcome.ended);
        if (!over) await pause(outcome, signal);
      }
    } finally {
      holding = false;
    }
  };

  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    navigator.locks.request(`${options.name}-stream`, { signal: stop.signal }, keepStream).catch(() => undefined);
    tell({ kind: 'ask' });
  } else {
    void keepStream();
  }
  return () => {
    stop.abort();
    channel.close();
  };
}
