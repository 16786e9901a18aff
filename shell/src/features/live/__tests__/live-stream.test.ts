import { subscribeToLiveEvents } from '../live-stream';

/** An EventSource the test drives: what the page opened, and the server's side of each stream. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sends an event. */
  deliver(id: string, event: object) {
    this.readyState = FakeEventSource.OPEN;
    this.onmessage?.({ lastEventId: id, data: JSON.stringify(event) } as MessageEvent<string>);
  }
  /** The server answers with an error status (429, 503): a browser's EventSource gives up for good. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

/** jsdom has no BroadcastChannel; these tests have one tab, whose messages go nowhere. */
class LoneChannel {
  onmessage: ((message: MessageEvent) => void) | null = null;
  postMessage() {}
  close() {}
}

const real = { EventSource: globalThis.EventSource, BroadcastChannel: globalThis.BroadcastChannel };
beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  globalThis.BroadcastChannel = LoneChannel as unknown as typeof BroadcastChannel;
});
afterEach(() => {
  jest.useRealTimers();
  Object.assign(globalThis, real);
});

// A stream the server refuses (too many from one address, or the server full) closes for good in
// a browser: the page once stopped following live events until it was reloaded.
test('a stream the server refuses is opened again later, resuming after the last event seen', () => {
  const received: string[] = [];
  const stop = subscribeToLiveEvents('/api/events', (event) => received.push(event.id));
  const first = FakeEventSource.opened[0]!;
  first.deliver('7', { type: 'post.deleted', postId: 'post-1' });
  first.refuse();
  expect(FakeEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(2);
  expect(FakeEventSource.opened[1]!.url).toBe('/api/events?lastEventId=7');
  FakeEventSource.opened[1]!.deliver('8', { type: 'post.deleted', postId: 'post-2' });
  expect(received).toEqual(['7', '8']);
  stop();
});

test('a stream that is still reconnecting by itself is left to the browser', () => {
  const stop = subscribeToLiveEvents('/api/events', () => undefined);
  const first = FakeEventSource.opened[0]!;
  // A dropped connection: the browser reconnects by itself (readyState CONNECTING).
  first.readyState = FakeEventSource.CONNECTING;
  first.onerror?.();
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(1);
  stop();
});

test('once unsubscribed, nothing is opened again', () => {
  const stop = subscribeToLiveEvents('/api/events', () => undefined);
  FakeEventSource.opened[0]!.refuse();
  stop();
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.opened).toHaveLength(1);
});
