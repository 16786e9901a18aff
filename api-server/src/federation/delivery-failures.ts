import type { Queryable } from 'api-core/database';

/**
 * Notes a failed delivery to `inboxUrl` for the admins' screen: how many in a row and the latest
 * error, and when this server gave up on it (its tries, about a day of them, all failed, or it
 * answered that the recipient is gone). A delivery that then succeeds does not clear it: admins
 * see a server that was failing, with the time of its latest failure.
 */
export async function recordDeliveryFailure(db: Queryable, inboxUrl: string, error: string, gaveUp: boolean): Promise<void> {
  await db.query(
    `insert into federation_inbox_failures (inbox_url, last_error, gave_up_at) values ($1, $2, case when $3 then now() end)
     on conflict (inbox_url) do update set failures = federation_inbox_failures.failures + 1, last_error = excluded.last_error,
       last_failed_at = now(), gave_up_at = coalesce(excluded.gave_up_at, federation_inbox_failures.gave_up_at)`,
    [inboxUrl, error.slice(0, 500), gaveUp],
  );
}
