import type { Queryable } from '../db/database';
import type { Jobs } from '../platform';

/**
 * Before the account `userId` is deleted, in the deletion's transaction: its followers elsewhere
 * are to be told it is gone (a `Delete` of the actor), as a job that carries where they are,
 * since their follows go with the account. Its keys stay until that job has signed and sent it;
 * with nobody elsewhere to tell, they go now.
 */
export async function federateAccountDeletion(jobs: Jobs, tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ uri: string; inbox: string; shared_inbox: string | null }>(
    `select a.uri, a.inbox_url as inbox, a.shared_inbox_url as shared_inbox
       from remote_follows f join remote_actors a on a.id = f.actor_id
      where f.followee_id = $1 and f.state = 'accepted'`,
    [userId],
  );
  if (rows.length === 0) {
    await tx.query('delete from actor_keys where user_id = $1', [userId]);
    return;
  }
  const followers = rows.map((row) => ({ uri: row.uri, inbox: row.inbox, sharedInbox: row.shared_inbox }));
  await jobs.enqueue(tx, { name: 'federation.account-deleted', data: { userId, followers } });
}
