import type { MediaElsewhere } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { nearestBlockSql } from '../federation/server-blocks';

/**
 * What a post or reply of elsewhere carries that this server does not copy (migrations 055 and
 * 058): as a row keeps each, `{kind, url, alt}`, in its order.
 */
export type StoredMedia = { kind: MediaElsewhere['kind']; url: string; alt: string };

/** SQL: the host (with its port) of the address `url` (an expression), as `new URL(url).host` reads a stored address. */
const hostOfSql = (url: string): string => `lower(substring(${url} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#]+)'))`;

/**
 * SQL: whether admins refused the media of the server `domain` (an expression: an author's
 * server), as Mastodon reads a block's `reject_media`, or suspended it: by the block that holds
 * for it (`nearestBlockSql`), so a server that has a block of its own is ruled by it and not by
 * the block of a domain it is under. With `url` (an expression: where a picture is), also of the
 * server at that address, whoever names a picture there: a post of an open server does not have
 * this one fetch from a blocked one.
 */
export const mediaRefusedSql = (domain: string, url?: string): string =>
  [domain, ...(url ? [hostOfSql(url)] : [])]
    .map((host) => `exists (select 1 from ${nearestBlockSql(host)} b where b.reject_media or b.severity = 'suspend')`)
    .join(' or ');

/**
 * `column` (of a post, comment or person of elsewhere: their media, their emoji) unless admins
 * refused the media of its author's server (`author`, their users row; a person's own): as its
 * images are then not fetched, nothing else of its media is shown. The block is read only for a row whose column holds something.
 */
export const unlessMediaRefused = (column: string, author: string): string =>
  `case when ${column} is null then null when ${mediaRefusedSql(`${author}.domain`)} then null else ${column} end`;

/** The column of `alias` (a post's `p`, a comment's `c`) with what it carries of elsewhere, as `unlessMediaRefused` shows it. */
export const mediaElsewhereColumn = (alias: string, author: string): string => unlessMediaRefused(`${alias}.media_elsewhere`, author);

/** What a row's column holds, as the API shows it (none: the empty list). */
export const mediaShown = (stored: StoredMedia[] | null): MediaElsewhere[] =>
  (stored ?? []).map(({ kind, url, alt }) => ({ kind, url, description: alt }));

/**
 * What the posts and comments of elsewhere that `ids` names carry (those still there that carry
 * some, whose server's media admins did not refuse), keyed `post:<id>` or `comment:<id>`: what a
 * moderator reading a reported one is shown, as its readers are.
 */
export async function mediaOfElsewhere(
  db: Queryable,
  ids: { posts: readonly string[]; comments: readonly string[] },
): Promise<Map<string, MediaElsewhere[]>> {
  if (ids.posts.length + ids.comments.length === 0) return new Map();
  const { rows } = await db.query<{ key: string; media: StoredMedia[] | null }>(
    `select 'post:' || p.id as key, ${mediaElsewhereColumn('p', 'u')} as media
       from posts p join users u on u.id = p.author_id where p.id = any($1::text[]) and p.media_elsewhere is not null
     union all
     select 'comment:' || c.id, ${mediaElsewhereColumn('c', 'u')}
       from comments c join users u on u.id = c.author_id where c.id = any($2::text[]) and c.media_elsewhere is not null`,
    [ids.posts, ids.comments],
  );
  return new Map(rows.flatMap(({ key, media }) => (media ? [[key, mediaShown(media)] as const] : [])));
}
