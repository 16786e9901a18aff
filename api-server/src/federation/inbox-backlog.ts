import type { Queryable } from 'api-core/database';
import { jobsNotDone } from '../jobs/job-queue';
import { inboxQueueName } from './message-queue';

/** How long a count of the deliveries not yet read stands before it is counted again. */
const countStandsMs = 1_000;

export type InboxBacklog = {
  /** The deliveries taken and not yet read, every process's (as counted at most a second ago, with this process's since). */
  size: () => Promise<number>;
  /** This process took one more. */
  taken: () => void;
  /** This process read one. */
  read: () => void;
};

/**
 * The deliveries the inboxes took and have not read yet (jobs of `federation.inbox`, waiting or
 * being read, in any server process), counted in the job queue at most once a second, since a count
 * at each delivery would cost a statement each; those this process took and read since the count
 * are added and taken off, so a burst is seen at once. A count that fails leaves the last one
 * standing: the inbox goes on.
 */
export function inboxBacklog(db: Queryable): InboxBacklog {
  let counted = 0;
  let takenSince = 0;
  let readSince = 0;
  let countedAt = Number.NEGATIVE_INFINITY;
  let counting: Promise<void> | null = null;
  const count = async () => {
    try {
      counted = await jobsNotDone(db, inboxQueueName);
      takenSince = 0;
      readSince = 0;
    } catch {
      // The last count stands until the next try.
    } finally {
      countedAt = performance.now();
      counting = null;
    }
  };
  return {
    size: async () => {
      if (performance.now() - countedAt >= countStandsMs) await (counting ??= count());
      return Math.max(0, counted + takenSince - readSince);
    },
    taken: () => {
      takenSince += 1;
    },
    read: () => {
      readSince += 1;
    },
  };
}
