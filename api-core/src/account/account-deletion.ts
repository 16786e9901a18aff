import type { Queryable } from '../db/database';

/**
 * Deletes the account `userId` and everything it made, inside the caller's transaction: its
 * posts (with the comments, likes and bookmarks on them), its comments, likes, votes, follows,
 * bookmarks and sessions go by `on delete cascade`, each count kept right by its trigger and each
 * change announced. Returns the ids of the images no post or avatar names any longer, whose
 * `media` rows are gone too: the caller removes their bytes once the transaction has committed.
 * Null when there was no such account.
 */
export async function deleteAccountRows(tx: Queryable, userId: string): Promise<string[] | null> {
  const { rows: found } = await tx.query('select 1 from users where id = $1 for update', [userId]);
  if (found.length === 0) return null;
  await lockCountedRows(tx, userId);
  const { rows: images } = await tx.query<{ id: string }>(
    `select avatar_id as id from users where id = $1 and avatar_id is not null
     union select image_id from posts where author_id = $1 and image_id is not null`,
    [userId],
  );
  await tx.query('delete from users where id = $1', [userId]);
  const { rows: forgotten } = await tx.query<{ id: string }>(
    `delete from media m where m.id = any($1::text[])
        and not exists (select 1 from posts p where p.image_id = m.id)
        and not exists (select 1 from users u where u.avatar_id = m.id)
     returning m.id`,
    [images.map((image) => image.id)],
  );
  return forgotten.map((row) => row.id);
}

/**
 * Locks, in id order, every other row whose count the deletion moves (the posts the person liked
 * or commented on, the people they follow and who follow them) before the first change is
 * announced: announce() takes its lock last in a transaction, and a later row lock here could
 * wait on someone who waits for that one.
 */
async function lockCountedRows(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `select 1 from posts where id in (
        select post_id from post_reactions where user_id = $1 and kind = 'like'
        union select post_id from comments where author_id = $1)
      order by id for no key update`,
    [userId],
  );
  await tx.query(
    `select 1 from users where id in (
        select followee_id from follows where follower_id = $1
        union select follower_id from follows where followee_id = $1)
      order by id for no key update`,
    [userId],
  );
}
