import type { Database, Queryable } from '../db/database';
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

/**
 * The members the person named by the SQL `person` follows or asks to follow, as a query: what
 * their suspension ends when they are of elsewhere.
 */
export const followedOrAskedBy = (person: string) =>
  `select followee_id from follows where follower_id = ${person} union all select followee_id from follow_requests where follower_id = ${person}`;

/**
 * A person of elsewhere whom moderators suspend here stops following members: each follow and
 * request of theirs ends, and their server is sent its Reject, by jobs of the suspension's
 * transaction, as Mastodon's suspension of a remote account rejects their follows
 * (`reject_remote_follows!`). Kept, their server would go on showing them the posts for followers
 * it is sent for its other followers of the member (one delivery to a shared inbox serves all of
 * them). A member suspended keeps their follows: nothing of `personId`'s is ended then.
 */
export async function rejectFollowsOfSuspended(jobs: Jobs, tx: Queryable, personId: string): Promise<void> {
  for (const table of ['follows', 'follow_requests']) {
    const { rows } = await tx.query<{ followee_id: string; follow_uri: string | null }>(
      `delete from ${table} f using remote_actors a where a.id = f.follower_id and f.follower_id = $1
       returning f.followee_id, f.follow_uri`,
      [personId],
    );
    for (const ended of rows)
      await answerElsewhere(jobs, tx, ended.followee_id, { followerId: personId, followUri: ended.follow_uri }, false);
  }
}

/**
 * At a server's start: the people of elsewhere moderators suspended before a suspension ended
 * their follows (versions before it did) lose them now, as `rejectFollowsOfSuspended` would have
 * ended them. Nobody once they are all gone: one statement on the suspended.
 */
export async function rejectFollowsOfThoseSuspended(deps: { db: Database; jobs: Jobs }): Promise<void> {
  const { rows } = await deps.db.query<{ id: string }>(
    `select u.id from users u join remote_actors a on a.id = u.id
      where u.suspended_until > now()
        and exists (${followedOrAskedBy('u.id')})`,
  );
  for (const { id } of rows) await deps.db.transaction((tx) => rejectFollowsOfSuspended(deps.jobs, tx, id));
}

/** Where the remote person `userId` takes deliveries; null for a member of this community. */
export async function remoteRecipient(db: Queryable, userId: string): Promise<RemoteRecipient | null> {
  const { rows } = await db.query<RemoteRecipient>(
    'select uri, inbox_url as inbox, shared_inbox_url as "sharedInbox" from remote_actors where id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
