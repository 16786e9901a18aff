import type { NumberedEvent } from 'api-contract/events';
import type { Database } from 'api-core/database';
import { startEventHub, type EventSink } from 'api-core/events';
import { openEventStream } from '../src/events/event-stream';
import { startInProcess, type InProcessServer } from './in-process';
import { openEvents, type EventClient } from './live-events';
import { databaseName } from './test-databases';

/** Resolves once `promise` does, or rejects after `ms` saying what did not happen. */
function within<T>(promise: Promise<T>, what: string, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const anEvent = (id: number): NumberedEvent => ({ id: String(id), event: { type: 'post.deleted', postId: `post-${id}` } });

// The review found a client that stops reading kept in memory: end() only queued the end behind
// what the client never read, so its stream never closed and every later event piled up behind it.
describe('a live stream whose client stops reading', () => {
  it('is closed once more than its bound waits to be sent, and what it held is let go', async () => {
    const stream = openEventStream({ mostBufferedBytes: 4096 });
    let sent = 0;
    while (!stream.body.destroyed && sent < 10_000) {
      stream.send(anEvent(sent));
      sent += 1;
    }
    await within(stream.ended, 'the stream closing');
    expect(stream.body.destroyed).toBe(true);
    expect(sent).toBeLessThan(100);
    // A closed stream takes nothing more.
    stream.send(anEvent(sent));
    expect(stream.body.writableLength).toBe(0);
  });

  it('is ready for more once it is dropped, so no one waits on it for ever', async () => {
    const stream = openEventStream({ mostBufferedBytes: 1024 * 1024 });
    // Past the body's own high-water mark: a writer now waits for the client to read.
    while (!stream.body.writableNeedDrain) stream.send(anEvent(1));
    const ready = stream.ready();
    stream.drop();
    await within(ready, 'ready() resolving');
    expect(stream.body.destroyed).toBe(true);
  });
});

describe(`the live events of a client that resumes and then stops reading, on ${databaseName}`, () => {
  let server: InProcessServer;
  beforeAll(async () => {
    server = await startInProcess();
  }, 60_000);
  afterAll(() => server.close());

  const announce = (index: number) =>
    server.db.query(`select announce(jsonb_build_object('type', 'post.deleted', 'postId', $1::text))`, [`gone-${index}`]);

  it('is dropped once more events wait for it than the bound, instead of holding every one', async () => {
    const hub = await startEventHub(
      server.db,
      (error) => {
        throw error;
      },
      { mostHeld: 5 },
    );
    try {
      for (let index = 0; index < 3; index += 1) await announce(index);
      const { rows } = await server.db.query<{ id: string }>('select (max(id) - 3)::text as id from events');
      let dropped = (): void => undefined;
      const droppedNow = new Promise<void>((resolve) => (dropped = resolve));
      const received: NumberedEvent[] = [];
      // A client that took its replay and then never read again: ready() waits until it is dropped.
      const sink: EventSink = { send: (event) => void received.push(event), ready: () => droppedNow, drop: () => dropped() };
      const following = hub.follow(Number(rows[0]!.id), sink);
      for (let index = 3; index < 20; index += 1) await announce(index);
      await within(droppedNow, 'the client being dropped');
      const stop = await within(following, 'follow() returning');
      stop();
      // The first event of its replay, which it never read: nothing more went its way.
      expect(received).toHaveLength(1);
    } finally {
      await hub.close();
    }
  });
});

describe(`a client that connects while a commit's signal is still on its way, on ${databaseName}`, () => {
  let server: InProcessServer;
  beforeAll(async () => {
    server = await startInProcess();
  }, 60_000);
  afterAll(() => server.close());

  // On PostgreSQL a NOTIFY reaches the listener a moment after its commit; CI once saw a post
  // committed just before a client connected delivered to it as "next". The signal is held here.
  it('is sent only what is committed after it connects, not the commit whose signal arrives late', async () => {
    const heldSignals: (() => void)[] = [];
    let holding = false;
    const db: Database = {
      ...server.db,
      listen: (channel, onSignal) =>
        server.db.listen(channel, (payload) => (holding ? heldSignals.push(() => onSignal(payload)) : onSignal(payload))),
    };
    const hub = await startEventHub(db, (error) => {
      throw error;
    });
    try {
      const announce = (postId: string) =>
        db.query(`select announce(jsonb_build_object('type', 'post.deleted', 'postId', $1::text))`, [postId]);
      holding = true;
      await announce('before-connecting');
      const received: NumberedEvent[] = [];
      let next = (): void => undefined;
      const nextSent = new Promise<void>((resolve) => (next = resolve));
      const sink: EventSink = {
        send: (event) => {
          received.push(event);
          next();
        },
        ready: () => Promise.resolve(),
        drop: () => undefined,
      };
      const stop = await hub.follow(null, sink);
      holding = false;
      for (const signal of heldSignals.splice(0)) signal();
      await announce('after-connecting');
      await within(nextSent, 'the next event being sent');
      stop();
      expect(received.map(({ event }) => event)).toEqual([{ type: 'post.deleted', postId: 'after-connecting' }]);
    } finally {
      await hub.close();
    }
  });
});

/** A server whose live streams are capped as `env` says, reached on a loopback socket from any address (`X-Forwarded-For`). */
function streamsCappedAt(env: Record<string, string>) {
  let server: InProcessServer;
  let url = '';
  const clients: EventClient[] = [];
  beforeAll(async () => {
    server = await startInProcess({ env: { ...env, SOCIAL_TRUST_PROXY: 'loopback' } });
    ({ url } = await server.listen());
  }, 60_000);
  afterAll(async () => {
    for (const client of clients.splice(0)) client.close();
    await server.close();
  });
  const listen = async (address: string) => {
    const client = await openEvents(url, { headers: { 'x-forwarded-for': address } });
    clients.push(client);
    return client;
  };
  /** A stream that should be refused: its status, Retry-After and body (a stream let in would never end: it is closed at once). */
  const refusal = async (address: string) => {
    const client = await listen(address);
    if (client.status === 200) client.close();
    await client.ended;
    return { status: client.status, headers: client.headers, body: JSON.parse(client.text() || 'null') as unknown };
  };
  return { listen, refusal };
}

describe(`live streams from one address, on ${databaseName}`, () => {
  const { listen, refusal } = streamsCappedAt({ SOCIAL_STREAMS_PER_ADDRESS: '2' });

  it('one address holds at most its share: the next is a 429 that says when to retry', async () => {
    expect((await listen('198.51.100.7')).status).toBe(200);
    expect((await listen('198.51.100.7')).status).toBe(200);
    const refused = await refusal('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      errors: [expect.stringMatching(/^Too many live streams are open from your address\. .*try again in \d+ seconds?\.$/)],
      code: 'rate.limited',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not refused for it.
    expect((await listen('198.51.100.8')).status).toBe(200);
  });

  it('a stream that ends gives its place back', async () => {
    const first = await listen('198.51.100.9');
    expect((await listen('198.51.100.9')).status).toBe(200);
    first.close();
    await first.ended;
    // The server learns of the close from its socket, a moment after the client.
    await within(
      (async () => {
        while ((await listen('198.51.100.9')).status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
      })(),
      'a place coming free',
    );
  });
});

describe(`live streams in all, on ${databaseName}`, () => {
  const { listen, refusal } = streamsCappedAt({ SOCIAL_STREAMS_MAX: '3' });

  it('the server holds at most its total: the next, from anyone, is a 503 that says when to retry', async () => {
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await listen(address)).status).toBe(200);
    const refused = await refusal('203.0.113.4');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      errors: [expect.stringMatching(/^The server holds as many live streams as it can\. Try again in \d+ seconds?\.$/)],
      code: 'server.streams_full',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
