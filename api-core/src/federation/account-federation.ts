import type { Queryable } from '../db/database';
import type { Jobs } from '../platform';
import { remoteFollowers } from './remote-followers';

/**
 * Before the account `userId` is deleted, in the deletion's transaction: its followers elsewhere
 * are to be told it is gone (a `Delete` of the actor), as a job that carries where they are,
 * since their follows go with the account. Its keys stay until that job has signed and sent it;
 * with nobody elsewhere to tell, they go now. Their actor is remembered as deleted (answered Gone).
 */
export async function federateAccountDeletion(jobs: Jobs, tx: Queryable, userId: string): Promise<void> {
  // Their actor answers Gone from now on (migration 041).
  await tx.query('insert into deleted_actors (id) values ($1) on conflict (id) do nothing', [userId]);
  const { followers } = await remoteFollowers(tx, userId, null);
  if (followers.length === 0) {
    await tx.query('delete from actor_keys where user_id = $1', [userId]);
    return;
  }
  await jobs.enqueue(tx, { name: 'federation.account-deleted', data: { userId, followers } });
}
