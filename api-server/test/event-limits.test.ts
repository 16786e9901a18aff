import type { NumberedEvent } from 'api-contract/events';
import { startEventHub, type EventSink } from 'api-core/events';
import { openEventStream } from '../src/events/event-stream';
import { startInProcess, type InProcessServer } from './in-process';
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
