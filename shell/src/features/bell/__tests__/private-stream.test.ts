/**
 * @jest-environment node
 */
// Node has what the stream's reader needs (fetch's streams, Web Locks, BroadcastChannel); jsdom has none of them.
import type { PrivateEvent } from 'api-contract/events';
import { subscribeToPrivateEvents } from '../private-stream';

const url = '/api/notifications/events';
const encoder = new TextEncoder();

/** One request the page made to the stream: its headers, and the server's side of its answer. */
type Opened = { headers: Headers; send: (text: string) => void; drop: () => void };

/**
 * The server as the test plays it: each request to the stream is answered by the next of
 * `answers` (a status refusing it, with its headers), or once they run out by a stream the test
 * writes to.
 */
function fakeServer(answers: Array<{ status: number; headers?: Record<string, string> }> = []) {
  const opened: Opened[] = [];
  const refused: Headers[] = [];
  const fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const refusal = answers.shift();
    if (refusal) {
      refused.push(headers);
      return Promise.resolve(new Response(JSON.stringify({ errors: ['No.'] }), refusal));
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (given) => void (controller = given) });
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    opened.push({ headers, send: (text) => controller.enqueue(encoder.encode(text)), drop: () => controller.close() });
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
  return { fetch, opened, refused };
}

/** The count as the server frames it: a state sent whole, with no id. */
const unread = (count: number) => `data: ${JSON.stringify({ type: 'notifications.unread', unread: count })}\n\n`;

/** Lets the page's promises (the fetch, the stream's reads) run, `ms` of fake time on. */
const after = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

const session = { token: 'token-of-guest', userId: 'user-guest' };
const realFetch = globalThis.fetch;
const stops: Array<() => void> = [];

function subscribe(server: ReturnType<typeof fakeServer>, who = session) {
  globalThis.fetch = server.fetch;
  const received: PrivateEvent[] = [];
  stops.push(subscribeToPrivateEvents(url, who, (event) => received.push(event)));
  return received;
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  await after();
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

test('the stream is asked for with the session’s token, and each count it sends is delivered', async () => {
  const server = fakeServer();
  const received = subscribe(server);
  await after();
  expect(server.opened).toHaveLength(1);
  expect(server.opened[0]!.headers.get('authorization')).toBe('Bearer token-of-guest');
  server.opened[0]!.send('retry: 3000\n\n' + unread(2));
  server.opened[0]!.send(': keep-alive\n\n' + unread(3));
  await after();
  expect(received).toEqual([
    { type: 'notifications.unread', unread: 2 },
    { type: 'notifications.unread', unread: 3 },
  ]);
});

test('a dropped stream is opened again after the pause the server asks for, and sends the count of now', async () => {
  const server = fakeServer();
  const received = subscribe(server);
  await after();
  server.opened[0]!.send('retry: 5000\n\n' + unread(1));
  server.opened[0]!.drop();
  await after(4_900);
  expect(server.opened).toHaveLength(1);
  await after(100);
  expect(server.opened).toHaveLength(2);
  server.opened[1]!.send(unread(4));
  await after();
  expect(received.map((event) => event.unread)).toEqual([1, 4]);
});

test.each([
  [429, { 'retry-after': '12' }, 12_000],
  [503, {}, 30_000],
])('a stream refused with %i is asked for again only after the pause (%j)', async (status, headers, pauseMs) => {
  const server = fakeServer([{ status, headers }]);
  subscribe(server);
  await after();
  expect(server.refused).toHaveLength(1);
  await after(pauseMs - 100);
  expect(server.opened).toHaveLength(0);
  await after(100);
  expect(server.opened).toHaveLength(1);
});

test('a 401 (the session ended) stops the stream: nothing is asked again', async () => {
  const server = fakeServer([{ status: 401 }]);
  subscribe(server);
  await after(120_000);
  expect(server.fetch).toHaveBeenCalledTimes(1);
});

test('once unsubscribed, the stream is closed and not opened again', async () => {
  const server = fakeServer();
  subscribe(server);
  await after();
  stops.pop()!();
  await after(60_000);
  expect(server.fetch).toHaveBeenCalledTimes(1);
});

test('one stream per person however many tabs: a second tab gets its events, and the count so far', async () => {
  const server = fakeServer();
  const first = subscribe(server);
  await after();
  server.opened[0]!.send(unread(4));
  await after();
  const second = subscribe(server);
  await after();
  server.opened[0]!.send(unread(5));
  await after();
  expect(server.opened).toHaveLength(1);
  expect(first.map((event) => event.unread)).toEqual([4, 5]);
  expect(second.map((event) => event.unread)).toEqual([4, 5]);
});

test('another person signed in elsewhere in the browser has a stream of their own', async () => {
  const server = fakeServer();
  subscribe(server);
  subscribe(server, { token: 'token-of-priya', userId: 'user-priya' });
  await after();
  expect(server.opened.map(({ headers }) => headers.get('authorization')).sort()).toEqual([
    'Bearer token-of-guest',
    'Bearer token-of-priya',
  ]);
});
