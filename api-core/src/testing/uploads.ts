import { limits } from 'api-contract/limits';
import type { Queryable } from '../db/database';

/**
 * Makes every upload waiting for a post older than the time uploads are kept, as time passing
 * does: for the tests of the sweep that forgets them, without waiting a day.
 */
export async function letUploadsExpire(db: Queryable): Promise<void> {
  await db.query('update media_uploads set uploaded_at = uploaded_at - make_interval(hours => $1 + 1)', [limits.uploadKeptHours]);
}
