import type { Queryable } from 'api-core/database';

/**
 * Resolves once a statement of this database starting with `start` waits on a lock another
 * transaction holds (on PostgreSQL: its tests force the order of two transactions with it).
 */
export async function waitingOnLock(db: Queryable, start: string): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ waiting: boolean }>(
      `select exists (select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like $1) as waiting`,
      [`${start}%`],
    );
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
