import type { NumberedEvent, PrivateEvent } from 'api-contract/events';
import { startInProcess, type InProcessServer, type Target } from './in-process';

/** What a test reads from a stream of server-sent events: the events as they arrived, and the raw text. */
export type StreamClient<Event> = {
  status: number;
  headers: Headers;
  events: Event[];
  text: () => string;
  /** Resolves with the first event (from those already received too) that `matches`, within `ms`. */
  next: (matches: (event: Event) => boolean, ms?: number) => Promise<Event>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

export type EventClient = StreamClient<NumberedEvent>;

/** A frame of text/event-stream: its id, if it has one, and its data. */
type Frame = { id: string | undefined; data: string };

/** Reads the server-sent events of `path` as a browser would, each frame made an event by `eventOf` (or skipped). */
async function openStream<Event>(url: string, path: string, headers: Record<string, string>, eventOf: (frame: Frame) => Event | null) {
  const controller = new AbortController();
  const response = await fetch(`${url}${path}`, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: Event[] = [];
  let raw = '';
  let waiting: Array<() => void> = [];
  const arrived = () => {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        pending += text;
        const frames = pending.split('\n\n');
        pending = frames.pop() ?? '';
        for (const frame of frames) {
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          const event = data === undefined ? null : eventOf({ id: /^id: (.*)$/m.exec(frame)?.[1], data });
          if (event !== null) events.push(event);
        }
        arrived();
      }
    } catch {
      // Aborted by the test.
    }
    arrived();
  })();
  const next = (matches: (event: Event) => boolean, ms = 5_000) =>
    new Promise<Event>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No such event within ${ms} ms; received ${JSON.stringify(events)}`)), ms);
      const look = () => {
        const found = events.find(matches);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiting.push(look);
      };
      look();
    });
  const client: StreamClient<Event> = {
    status: response.status,
    headers: response.headers,
    events,
    text: () => raw,
    next,
    ended,
    close: () => controller.abort(),
  };
  return client;
}

/** Opens the live events as a browser's EventSource would, resuming after `lastEventId` when given. */
export function openEvents(
  url: string,
  { lastEventId, viaQuery = false, headers = {} }: { lastEventId?: string; viaQuery?: boolean; headers?: Record<string, string> } = {},
): Promise<EventClient> {
  const resume = lastEventId === undefined ? '' : viaQuery ? `?lastEventId=${lastEventId}` : '';
  return openStream<NumberedEvent>(
    url,
    `/api/events${resume}`,
    { ...(lastEventId !== undefined && !viaQuery ? { 'last-event-id': lastEventId } : {}), ...headers },
    ({ id, data }) => (id === undefined ? null : { id, event: JSON.parse(data) as NumberedEvent['event'] }),
  );
}

/** Opens one person's private events with their token, as the app does (`fetch`, since an EventSource sends no header). */
export function openNotificationEvents(
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<StreamClient<PrivateEvent>> {
  return openStream<PrivateEvent>(
    url,
    '/api/notifications/events',
    { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers },
    ({ data }) => JSON.parse(data) as PrivateEvent,
  );
}

/**
 * A test file's server for streams: in the test's own process, on a loopback socket (a stream
 * never ends, so it cannot go through `inject`, which waits for the answer's end), back to the
 * seed before each test; every stream a test kept is closed after it.
 */
export function streamingServer(): {
  readonly server: InProcessServer;
  readonly target: Target;
  keep: <T extends { close: () => void }>(client: T) => T;
} {
  let server: InProcessServer | null = null;
  let target: Target | null = null;
  const open: Array<{ close: () => void }> = [];
  beforeAll(async () => {
    server = await startInProcess();
    target = await server.listen();
  }, 60_000);
  afterAll(() => server?.close());
  beforeEach(() => server?.reset());
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  const started = <T>(value: T | null): T => {
    if (value === null) throw new Error('The server starts before the first test.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get target() {
      return started(target);
    },
    keep: (client) => {
      open.push(client);
      return client;
    },
  };
}
