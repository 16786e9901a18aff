import type { LiveEvent, NumberedEvent } from 'api-contract/events';
import type { Database } from '../db/database';
import { eventChannel, eventsAfter, latestEventId, pruneEvents, readersEventsAfter, readersOf } from './event-store';

/**
 * Where a follower's events go: `send` each one; `ready` resolves once it can take more (or once
 * it is dropped); `drop` lets go of a follower that fell too far behind (its client reconnects
 * and resumes from the table).
 */
export type EventSink = { send: (event: NumberedEvent) => void; ready: () => Promise<void>; drop: () => void };

export type EventHubOptions = {
  /**
   * The most events held for a follower that is still being sent the past: past this, it has
   * fallen behind and is dropped, instead of holding every event while its client does not read.
   */
  mostHeld?: number;
};

export type EventHub = {
  /**
   * Sends `sink` every event after `afterId` (the table's, oldest first), then each new one as
   * it is committed, none twice, none skipped. With no `afterId`, only the new ones. Resolves,
   * once the past is sent, with the stop.
   */
  follow: (afterId: number | null, sink: EventSink) => Promise<() => void>;
  /**
   * The id of the latest event committed: where a stream opened without a resume point starts,
   * read before its client hears it is open, so that whatever the client does next is after it.
   */
  latestId: () => Promise<number>;
  /**
   * Calls `send` with each new event about a post that is not public which `viewerId` may see
   * (its creation, likes and comments: migration 032), asked of the post as the event is
   * delivered. Nothing is kept to resume from: a private stream opened again reads the lists
   * anew. Answers the stop.
   */
  followAsReader: (viewerId: string, send: (event: LiveEvent) => void) => () => void;
  /** Stops listening and pruning. */
  close: () => Promise<void>;
};

const batchSize = 500;
const pruneEveryMs = 5 * 60_000;
/** About twice a batch: a client reading at any pace keeps up while the past is sent. */
const mostHeldByDefault = 1_000;

/**
 * This process's share of the live events: it listens on the database (every process that
 * writes signals every process listening, so servers on one PostgreSQL share their events),
 * reads what was committed since the last event it saw, and hands each event to its own
 * followers. Event ids come in commit order (announce() in the migrations), so reading after
 * the last id seen misses nothing.
 */
export async function startEventHub(
  db: Database,
  onError: (error: unknown) => void,
  { mostHeld = mostHeldByDefault }: EventHubOptions = {},
): Promise<EventHub> {
  let seen = await latestEventId(db);
  let seenByReaders = seen;
  const followers = new Set<(event: NumberedEvent) => void>();
  /** Each private stream's `send`, with whose stream it is. */
  const readers = new Map<(event: LiveEvent) => void, string>();

  async function deliverNew(): Promise<void> {
    for (;;) {
      const batch = await eventsAfter(db, seen, batchSize);
      for (const event of batch) {
        seen = Number(event.id);
        for (const follower of followers) follower(event);
      }
      if (batch.length < batchSize) break;
    }
    await deliverToReaders();
  }

  /** The new events about posts that are not public, each to the streams whose person may see its post: one query an event. */
  async function deliverToReaders(): Promise<void> {
    for (;;) {
      const batch = await readersEventsAfter(db, seenByReaders, batchSize);
      for (const { id, event, postId } of batch) {
        seenByReaders = Number(id);
        if (readers.size === 0) continue;
        const allowed = new Set(await readersOf(db, postId, [...new Set(readers.values())]));
        for (const [send, viewerId] of readers) if (allowed.has(viewerId)) send(event);
      }
      if (batch.length < batchSize) return;
    }
  }

  // One reader at a time; a signal while it reads makes it read once more.
  let reading: Promise<void> | null = null;
  let readAgain = false;
  const readNew = () => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = (async () => {
      do {
        readAgain = false;
        await deliverNew();
      } while (readAgain);
    })()
      .catch(onError)
      .finally(() => {
        reading = null;
      });
  };

  const unlisten = await db.listen(eventChannel, readNew);
  const prune = () => void pruneEvents(db).catch(onError);
  prune();
  const pruning = setInterval(prune, pruneEveryMs);
  // In Node, pruning alone must not keep the process running (a page's timers are numbers, with no unref).
  if (typeof pruning === 'object') pruning.unref();

  async function follow(afterId: number | null, sink: EventSink): Promise<() => void> {
    // Without a resume point, "next" starts after the latest committed event, not the last one
    // signalled: on PostgreSQL a commit's signal can still be on its way when a client connects.
    let last = afterId ?? 0;
    let replaying = true;
    let dropped = false;
    const held: NumberedEvent[] = [];
    const stop = () => void followers.delete(receive);
    const fallBehind = () => {
      dropped = true;
      held.length = 0;
      stop();
      sink.drop();
    };
    function receive(event: NumberedEvent) {
      if (Number(event.id) <= last) return;
      if (replaying) {
        if (held.length >= mostHeld) fallBehind();
        else held.push(event);
        return;
      }
      last = Number(event.id);
      sink.send(event);
    }
    // Listening before reading the past: what is committed meanwhile is held, not lost.
    followers.add(receive);
    try {
      if (afterId === null) last = await latestEventId(db);
      while (replaying && !dropped) {
        const batch = await eventsAfter(db, last, batchSize);
        for (const event of batch) {
          if (dropped) break;
          last = Number(event.id);
          sink.send(event);
          // One event at a time into a client's buffer: the past of an hour can be larger than it.
          await sink.ready();
        }
        replaying = batch.length === batchSize;
      }
    } catch (error) {
      stop();
      throw error;
    }
    if (dropped) return () => undefined;
    for (const event of held.splice(0)) receive(event);
    return stop;
  }

  const followAsReader = (viewerId: string, send: (event: LiveEvent) => void) => {
    readers.set(send, viewerId);
    return () => void readers.delete(send);
  };

  return {
    follow,
    latestId: () => latestEventId(db),
    followAsReader,
    close: async () => {
      clearInterval(pruning);
      followers.clear();
      readers.clear();
      await unlisten();
      await reading;
    },
  };
}
