import type { Queryable } from '../db/database';
import type { Jobs, RemoteRecipient } from '../platform';
import { deliveryInboxOf, followedElsewhere } from './remote-followers';

/**
 * Before the account `userId` is deleted, in the deletion's transaction: every server the
 * community knows (`everyKnownInbox`, read when the job runs) is to be told it is gone (a `Delete`
 * of the actor), as a job. Its followers elsewhere are people known here, whose rows outlive its
 * follows, so their servers are among those: the job carries no list of them, however many. Its
 * keys stay until that job has signed and sent it; with no server elsewhere known, they go now.
 * Their actor is remembered as deleted (answered Gone).
 */
export async function federateAccountDeletion(jobs: Jobs, tx: Queryable, userId: string): Promise<void> {
  // Their actor answers Gone from now on (migration 041).
  await tx.query('insert into deleted_actors (id) values ($1) on conflict (id) do nothing', [userId]);
  if ((await tx.query('select 1 from remote_actors limit 1')).rows.length === 0) {
    await tx.query('delete from actor_keys where user_id = $1', [userId]);
    return;
  }
  await jobs.enqueue(tx, { name: 'federation.account-deleted', data: { userId } });
}

/**
 * Where every server the community knows someone of takes deliveries: one inbox each, its shared
 * one (or each person's, on a server that has none), but those given up on in the last week (a
 * day of tries failed: api-core's delivery-failures.ts). A deleted account's Delete goes to all
 * of them, as Mastodon's does: any of them may hold what the account did there (its follows of
 * their people, its likes, reposts and replies), which goes when they hear the actor is gone.
 */
export async function everyKnownInbox(db: Queryable): Promise<RemoteRecipient[]> {
  const { rows } = await db.query<RemoteRecipient>(
    `select distinct on (${deliveryInboxOf('a')}) a.uri, a.inbox_url as inbox, a.shared_inbox_url as "sharedInbox"
       from remote_actors a
      where not exists (select 1 from federation_inbox_failures f
                         where f.inbox_url = ${deliveryInboxOf('a')}
                           and f.gave_up_at is not null and f.last_failed_at > now() - interval '7 days')
      order by ${deliveryInboxOf('a')}, a.uri`,
  );
  return rows;
}

/**
 * After a member followed elsewhere (`followedElsewhere`) changed what their actor shows (their
 * bio, avatar, or whether they approve followers), in the change's transaction: their followers
 * elsewhere are to be sent an `Update` of the actor (a job, which reads the actor as it is when it
 * runs), as Mastodon sends one, so their servers show the new profile without reading the actor
 * again.
 */
export async function federateProfileChange(jobs: Jobs, tx: Queryable, userId: string): Promise<void> {
  await jobs.enqueue(tx, { name: 'federation.profile', data: { userId } });
}

/**
 * A moderator suspended the member `userId` (until `until`, ISO; null for good), in the
 * suspension's transaction: their followers elsewhere are sent their actor saying so (Mastodon's
 * `suspended`), and the servers that read it hide them, as Mastodon's do; at `until` (a job that
 * waits for it) they are sent it as it is again, as when a moderator lifts it
 * (`federateSuspensionLifted`), and those servers show them again.
 */
export async function federateSuspension(jobs: Jobs, tx: Queryable, userId: string, until: string | null): Promise<void> {
  if (!(await followedElsewhere(tx, userId))) return;
  await federateProfileChange(jobs, tx, userId);
  if (until !== null) await jobs.enqueue(tx, { name: 'federation.suspension-ends', data: { userId } }, { startAt: until });
}

/** A moderator lifted the suspension of the member `userId`: their followers elsewhere are sent their actor as it is again. */
export async function federateSuspensionLifted(jobs: Jobs, tx: Queryable, userId: string): Promise<void> {
  if (await followedElsewhere(tx, userId)) await federateProfileChange(jobs, tx, userId);
}
