import type { Queryable } from '../db/database';
import type { Jobs, RemoteRecipient } from '../platform';

/** A follow, or a request to follow, as it was asked: by whom, and the id of their Follow when they asked from another server. */
export type AskedFollow = { followerId: string; followUri: string | null };

/**
 * Tells a person of another server that `userId` accepted or refused their follow (a request
 * answered, or a follower removed): the Accept or Reject of their Follow, as a job in the answer's
 * own transaction. A member's follow (no Follow id) needs nobody told.
 */
export async function answerElsewhere(jobs: Jobs, tx: Queryable, userId: string, asked: AskedFollow, accepted: boolean): Promise<void> {
  if (asked.followUri === null) return;
  const follower = await remoteRecipient(tx, asked.followerId);
  if (!follower) return;
  await jobs.enqueue(tx, { name: 'federation.follow-answer', data: { userId, follower, followUri: asked.followUri, accepted } });
}

/** Where the remote person `userId` takes deliveries; null for a member of this community. */
export async function remoteRecipient(db: Queryable, userId: string): Promise<RemoteRecipient | null> {
  const { rows } = await db.query<RemoteRecipient>(
    'select uri, inbox_url as inbox, shared_inbox_url as "sharedInbox" from remote_actors where id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
