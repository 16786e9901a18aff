import type { Queryable } from '../db/database';

/** One count to raise: what is counted (`bucket`) and for whom (`key`). */
export type RateHit = { bucket: string; key: string };

/** A count as it stands after a call: its hits in the current window, and the seconds until that window ends. */
export type RateCount = RateHit & { hits: number; secondsLeft: number };

/**
 * Counts one call against each of `hits` in the current window of `windowSeconds` (windows
 * aligned to the database's clock, so every process agrees on them), in one statement: every
 * process on the database counts in the same rows, and two calls at once both count. Rows are
 * written in key order, so two calls raising the same two counts cannot deadlock.
 */
export async function countHits(db: Queryable, hits: readonly RateHit[], windowSeconds: number): Promise<RateCount[]> {
  const { rows } = await db.query<{ bucket: string; key: string; hits: number; seconds_left: number }>(
    `insert into rate_counts as c (bucket, key, window_end, hits)
     select b.bucket, b.key, to_timestamp((floor(extract(epoch from now()) / $3) + 1) * $3), 1
       from unnest($1::text[], $2::text[]) as b (bucket, key)
      order by b.bucket, b.key
     on conflict (bucket, key, window_end) do update set hits = c.hits + 1
     returning c.bucket, c.key, c.hits, greatest(1, ceil(extract(epoch from c.window_end - now())))::int as seconds_left`,
    [hits.map((hit) => hit.bucket), hits.map((hit) => hit.key), windowSeconds],
  );
  return rows.map(({ bucket, key, hits: count, seconds_left }) => ({ bucket, key, hits: count, secondsLeft: seconds_left }));
}

/** Forgets the windows that have ended: what is left is the minute in progress. */
export async function pruneRateCounts(db: Queryable): Promise<void> {
  await db.query('delete from rate_counts where window_end <= now()');
}
