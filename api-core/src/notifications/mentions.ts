import { limits } from 'api-contract/limits';
import { mentionedUsernames } from 'api-contract/rich-text';
import type { Queryable } from '../db/database';

/** What a mention is in: a post, or a comment on it. */
export type MentionPlace = { postId: string; commentId: string | null };

/**
 * Tells the people `texts` mention (the first `mentionsNotifiedMax` named, by the contract's one
 * reading of mentions) that `authorId` mentioned them, in the transaction that writes the text:
 * notify() in the migrations leaves out the author, whoever either of the two blocks and whoever
 * mutes the author, and tells nobody twice of one post or comment (an edit tells only the newly
 * named). A name nobody has mentions nobody. The people named are held (`for key share`) before
 * they are told: one whose account's deletion commits meanwhile is passed over, not a 500.
 */
export async function notifyMentions(tx: Queryable, authorId: string, place: MentionPlace, ...texts: string[]): Promise<void> {
  const names = mentionedUsernames(...texts)
    .slice(0, limits.mentionsNotifiedMax)
    .map((name) => name.toLowerCase());
  if (names.length === 0) return;
  await tx.query(
    `with named as (select u.id from users u where lower(u.username) = any($4::text[]) order by u.id for key share)
     select notify(named.id, $1, 'mention', $2, $3) from named`,
    [authorId, place.postId, place.commentId, names],
  );
}
