import type { NumberedEvent } from 'api-contract/events';
import type { Database } from '../db/database';
import { eventChannel, eventsAfter, latestEventId, pruneEvents } from './event-store';

/** Where a follower's events go: `send` each one; `ready` resolves once it can take more. */
export type EventSink = { send: (event: NumberedEvent) => void; ready: () => Promise<void> };

export type EventHub = {
  /**
   * Sends `sink` every event after `afterId` (the table's, oldest first), then each new one as
   * it is committed, none twice, none skipped. With no `afterId`, only the new ones. Resolves,
   * once the past is sent, with the stop.
   */
  follow: (afterId: number | null, sink: EventSink) => Promise<() => void>;
  /** Stops listening and pruning. */
  close: () => Promise<void>;
};

const batchSize = 500;
const pruneEveryMs = 5 * 60_000;

/**
 * This process's share of the live events: it listens on the database (every process that
 * writes signals every process listening, so servers on one PostgreSQL share their events),
 * reads what was committed since the last event it saw, and hands each event to its own
 * followers. Event ids come in commit order (announce() in the migrations), so reading after
 * the last id seen misses nothing.
 */
export async function startEventHub(db: Database, onError: (error: unknown) => void): Promise<EventHub> {
  let seen = await latestEventId(db);
  const followers = new Set<(event: NumberedEvent) => void>();

  async function deliverNew(): Promise<void> {
    for (;;) {
      const batch = await eventsAfter(db, seen, batchSize);
      for (const event of batch) {
        seen = Number(event.id);
        for (const follower of followers) follower(event);
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
    let last = afterId ?? seen;
    let replaying = afterId !== null;
    const held: NumberedEvent[] = [];
    const receive = (event: NumberedEvent) => {
      if (Number(event.id) <= last) return;
      if (replaying) {
        held.push(event);
        return;
      }
      last = Number(event.id);
      sink.send(event);
    };
    // Listening before reading the past: what is committed meanwhile is held, not lost.
    followers.add(receive);
    try {
      while (replaying) {
        const batch = await eventsAfter(db, last, batchSize);
        for (const event of batch) {
          last = Number(event.id);
          sink.send(event);
        }
        await sink.ready();
        replaying = batch.length === batchSize;
      }
    } catch (error) {
      followers.delete(receive);
      throw error;
    }
    for (const event of held.splice(0)) receive(event);
    return () => followers.delete(receive);
  }

  return {
    follow,
    close: async () => {
      clearInterval(pruning);
      followers.clear();
      await unlisten();
      await reading;
    },
  };
}
