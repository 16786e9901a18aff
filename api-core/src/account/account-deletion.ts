import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { federateAccountDeletion } from '../federation/account-federation';
import type { ImageChange } from '../media/image-changes';
import type { Jobs } from '../platform';
import { imagesOfConversations } from '../messages/conversation-store';

/**
 * Deletes the account `userId` and everything it made, as a change of `changeWithImages`: its
 * posts (with the comments, likes and bookmarks on them), its comments, likes, votes, follows,
 * bookmarks and sessions go by `on delete cascade`, each count kept right by its trigger and each
 * change announced; the avatar, the images of its posts, messages and uploads go with it unless
 * something else shows them, and so do the conversations nobody else is still in (as the last to
 * leave one takes it). The spec's 404 when there was no such account.
 */
export async function deleteAccountRows({ tx, hold }: ImageChange, jobs: Jobs, userId: string): Promise<Result<string>> {
  const { rows: found } = await tx.query('select 1 from users where id = $1 for update', [userId]);
  if (found.length === 0) return fail(404, reasons.accountGone);
  await lockCountedRows(tx, userId);
  const { rows: images } = await tx.query<{ id: string }>(
    `select avatar_id as id from users where id = $1 and avatar_id is not null
     union select i.media_id from post_images i join posts p on p.id = i.post_id where p.author_id = $1
     union select media_id from media_uploads where uploader_id = $1
     union select media_id from messages where author_id = $1 and media_id is not null`,
    [userId],
  );
  const lonely = await conversationsLeftAlone(tx, userId);
  await hold([...images.map((image) => image.id), ...(await imagesOfConversations(tx, lonely))]);
  await tx.query('delete from conversations where id = any($1::text[])', [lonely]);
  await federateAccountDeletion(jobs, tx, userId);
  await tx.query('delete from users where id = $1', [userId]);
  return succeed(userId);
}

/**
 * Locks, in id order, every other row whose count the deletion moves (the posts the person liked,
 * reposted or commented on, the people they follow and who follow them, the tags of their posts, in name
 * order) before anything is deleted: the cascades would take them post by post in no one order,
 * and another change that takes some of them in order could wait on this one while it waits.
 */
async function lockCountedRows(tx: ImageChange['tx'], userId: string): Promise<void> {
  await tx.query(
    `select 1 from posts where id in (
        select post_id from post_reactions where user_id = $1 and kind = 'like'
        union select post_id from reposts where user_id = $1
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
  await tx.query(
    `select 1 from tags where name in (select pt.tag from post_tags pt join posts p on p.id = pt.post_id where p.author_id = $1)
      order by name for no key update`,
    [userId],
  );
}

/** The conversations `userId` is in where everyone else has left: nobody's once they go. */
async function conversationsLeftAlone(tx: ImageChange['tx'], userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ conversation_id: string }>(
    `select m.conversation_id from conversation_members m
      where m.user_id = $1 and m.left_at is null
        and not exists (select 1 from conversation_members o where o.conversation_id = m.conversation_id and o.user_id <> $1 and o.left_at is null)`,
    [userId],
  );
  return rows.map((row) => row.conversation_id);
}
