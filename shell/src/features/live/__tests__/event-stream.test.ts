/**
 * @jest-environment node
 */
// Node has what the stream's reader needs (fetch's streams, Web Locks, BroadcastChannel); jsdom has none of them.
// The one stream module, as both streams use it: the private one (a state per person, with a
// token) and the public one (changes with ids, resumed after the last).
import type { NumberedEvent, PrivateEvent } from 'api-contract/events';
import { messages } from 'api-contract/messages';
import { privateStreamOptions } from '../../bell';
import { subscribeToStream } from '../event-stream';
import { liveStreamOptions } from '../live-stream';

const url = '/api/notifications/events';
const encoder = new TextEncoder();

/** One request the page made to the stream: its headers, and the server's side of its answer. */
type Opened = { headers: Headers; send: (text: string) => void; drop: () => void };

/**
 * The server as the test plays it: each request to the stream is answered by the next of
 * `answers` (a status refusing it, with its headers), or once they run out by a stream the test
 * writes to.
 */
function fakeServer(answers: Array<{ status: number; headers?: Record<string, string>; body?: unknown }> = []) {
  const opened: Opened[] = [];
  const refused: Headers[] = [];
  const fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const refusal = answers.shift();
    if (refusal) {
      refused.push(headers);
      return Promise.resolve(new Response(JSON.stringify(refusal.body ?? { errors: ['No.'], code: 'rate.limited' }), refusal));
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
  stops.push(subscribeToStream(privateStreamOptions(url, who), (event) => received.push(event)));
  return received;
}

/** The guest's count from each event received (none is anything else here). */
const counts = (received: PrivateEvent[]) => received.map((event) => (event.type === 'notifications.unread' ? event.unread : event.type));

function subscribePublic(server: ReturnType<typeof fakeServer>) {
  globalThis.fetch = server.fetch;
  const received: NumberedEvent[] = [];
  stops.push(subscribeToStream(liveStreamOptions('/api/events'), (event) => received.push(event)));
  return received;
}

/** A public event as the server frames it, with its id. */
const deleted = (id: number) => `id: ${id}\ndata: ${JSON.stringify({ type: 'post.deleted', postId: `post-${id}` })}\n\n`;

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
  expect(counts(received)).toEqual([1, 4]);
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

test('a 401 (the session ended) stops the stream, saying why once: nothing is asked again', async () => {
  const server = fakeServer([{ status: 401, body: { errors: [messages.invalidToken], code: 'session.password_changed' } }]);
  const received = subscribe(server);
  await after(120_000);
  expect(server.fetch).toHaveBeenCalledTimes(1);
  expect(received).toEqual([{ type: 'session.ended', code: 'session.password_changed', message: messages.invalidToken }]);
});

test('the stream’s own word that the session ended is delivered, and nothing is opened again', async () => {
  const server = fakeServer();
  const received = subscribe(server);
  await after();
  server.opened[0]!.send(unread(1));
  server.opened[0]!.send(
    `data: ${JSON.stringify({ type: 'session.ended', code: 'account.suspended', message: 'Your account is suspended for good.' })}\n\n`,
  );
  server.opened[0]!.drop();
  await after(120_000);
  expect(counts(received)).toEqual([1, 'session.ended']);
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
  expect(counts(first)).toEqual([4, 5]);
  expect(counts(second)).toEqual([4, 5]);
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

// An EventSource that the server refused (too many streams from one address, or the server
// full) closed for good in a browser: the page stopped following live events until reloaded.
test('the public stream refused is asked for again after its Retry-After, resuming after the last event seen', async () => {
  const server = fakeServer();
  const received = subscribePublic(server);
  await after();
  server.opened[0]!.send(deleted(7));
  server.opened[0]!.drop();
  server.fetch.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 503, headers: { 'retry-after': '20' } })));
  await after(3_000);
  expect(server.fetch).toHaveBeenCalledTimes(2);
  await after(19_900);
  expect(server.opened).toHaveLength(1);
  await after(100);
  expect(server.opened).toHaveLength(2);
  expect(server.opened[1]!.headers.get('last-event-id')).toBe('7');
  server.opened[1]!.send(deleted(8));
  await after();
  expect(received.map((event) => event.id)).toEqual(['7', '8']);
});

test('a tab opened later is not handed the public stream’s last change, which it would apply twice', async () => {
  const server = fakeServer();
  const first = subscribePublic(server);
  await after();
  server.opened[0]!.send(deleted(3));
  await after();
  const second = subscribePublic(server);
  await after();
  server.opened[0]!.send(deleted(4));
  await after();
  expect(server.opened).toHaveLength(1);
  expect(first.map((event) => event.id)).toEqual(['3', '4']);
  expect(second.map((event) => event.id)).toEqual(['4']);
});

test('a tab opened later is handed each count so far, and not what happened to a post, which it would apply twice', async () => {
  const server = fakeServer();
  subscribe(server);
  await after();
  const conversations = `data: ${JSON.stringify({ type: 'messages.unread', unread: 2, latest: 'message-9' })}\n\n`;
  const liked = `data: ${JSON.stringify({ type: 'reader.event', event: { type: 'post.likes', postId: 'post-7', likeCount: 3 } })}\n\n`;
  server.opened[0]!.send(unread(4) + conversations + liked);
  await after();
  const second = subscribe(server);
  await after();
  expect(server.opened).toHaveLength(1);
  expect(second).toEqual([
    { type: 'notifications.unread', unread: 4 },
    { type: 'messages.unread', unread: 2, latest: 'message-9' },
  ]);
});
