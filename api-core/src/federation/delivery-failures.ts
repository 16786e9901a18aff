import type { FailingInbox } from 'api-contract/entities';
import type { Queryable } from '../db/database';

/** An inbox that took deliveries again for this long since its last failure starts a new record. */
const recoveredAfter = '2 days';

/**
 * Notes a failed delivery to `inboxUrl` (the server's Fedify reports each): one more failure and
 * the latest error; `gaveUp` when nothing more is tried there (its last try, about a day after the
 * first, failed too, or the inbox answered that its recipient is gone). An inbox failing again
 * long after it last failed starts afresh.
 */
export async function recordDeliveryFailure(db: Queryable, inboxUrl: string, error: string, gaveUp: boolean): Promise<void> {
  await db.query(
    `insert into federation_inbox_failures as f (inbox_url, last_error, gave_up_at) values ($1, $2, case when $3 then now() end)
     on conflict (inbox_url) do update set
       failures = case when f.last_failed_at < now() - interval '${recoveredAfter}' then 1 else f.failures + 1 end,
       first_failed_at = case when f.last_failed_at < now() - interval '${recoveredAfter}' then now() else f.first_failed_at end,
       gave_up_at = case when f.last_failed_at < now() - interval '${recoveredAfter}' then excluded.gave_up_at
                         else coalesce(f.gave_up_at, excluded.gave_up_at) end,
       last_error = excluded.last_error,
       last_failed_at = now()`,
    [inboxUrl, error.slice(0, 500), gaveUp],
  );
}

/**
 * The inboxes that failed in the last week, the latest first (at most `limit`), and when this
 * server gave up on each that it did.
 */
export async function readFailingInboxes(db: Queryable, limit = 50): Promise<FailingInbox[]> {
  const { rows } = await db.query<{
    inbox_url: string;
    failures: number;
    last_error: string;
    first_failed_at: Date;
    last_failed_at: Date;
    gave_up_at: Date | null;
  }>(
    `select inbox_url, failures, last_error, first_failed_at, last_failed_at,
            gave_up_at
       from federation_inbox_failures
      where last_failed_at > now() - interval '7 days'
      order by last_failed_at desc, inbox_url
      limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    inbox: row.inbox_url,
    failures: row.failures,
    lastError: row.last_error,
    firstFailedAt: row.first_failed_at.toISOString(),
    lastFailedAt: row.last_failed_at.toISOString(),
    gaveUpAt: row.gave_up_at?.toISOString() ?? null,
  }));
}
