import { limits } from 'api-contract/limits';
import { mentionedUsernames, type ReadAt } from 'api-contract/rich-text';
import type { Queryable } from '../db/database';
import type { Community } from '../platform';

/** What a mention is in: a post, or a comment on it. */
export type MentionPlace = { postId: string; commentId: string | null };

/** Where the community reads what its members write: at its own host, whose `@name@host` is its member `name`. */
export const readHere = (community: Pick<Community, 'origin'>): ReadAt => ({ here: new URL(community.origin).host });

/** The lowercased names `texts` mention, by the contract's one reading of mentions. */
const mentionedNames = (texts: string[], readAt: ReadAt): string[] => mentionedUsernames(texts, readAt).map((name) => name.toLowerCase());

/**
 * The people a post's text mentions now (post_mentions, migration 026), written with the post or
 * its edit: whom a post for followers or for the people it mentions shows to, every one named
 * (only the first few are told). An edit that drops a name takes the post from them.
 */
export async function writePostMentions(tx: Queryable, readAt: ReadAt, postId: string, ...texts: string[]): Promise<void> {
  await tx.query('delete from post_mentions where post_id = $1', [postId]);
  const names = mentionedNames(texts, readAt);
  if (names.length === 0) return;
  await tx.query(
    `with named as (select u.id from users u where lower(u.username) = any($2::text[]) order by u.id for key share)
     insert into post_mentions (post_id, user_id) select $1, named.id from named`,
    [postId, names],
  );
}

/**
 * Tells the people `texts` mention (the first `mentionsNotifiedMax` named) that `authorId`
 * mentioned them, in the transaction that writes the text: notify() in the migrations leaves out
 * the author, whoever either of the two blocks and whoever mutes the author, and tells nobody
 * twice of one post or comment (an edit tells only the newly named). A name nobody has mentions
 * nobody. The people named are held (`for key share`) before they are told: one whose account's
 * deletion commits meanwhile is passed over, not a 500.
 */
export async function notifyMentions(
  tx: Queryable,
  readAt: ReadAt,
  authorId: string,
  place: MentionPlace,
  ...texts: string[]
): Promise<void> {
  const names = mentionedNames(texts, readAt).slice(0, limits.mentionsNotifiedMax);
  if (names.length === 0) return;
  await tx.query(
    `with named as (select u.id from users u where lower(u.username) = any($4::text[]) order by u.id for key share)
     select notify(named.id, $1, 'mention', $2, $3) from named`,
    [authorId, place.postId, place.commentId, names],
  );
}
