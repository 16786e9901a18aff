import { succeed } from 'api-contract/rules/result';
import type { EmojiElsewhere } from 'api-contract/entities';
import type { Database, Queryable } from '../db/database';
import type { ImageStore } from '../platform';
import { changeWithImages } from './image-changes';
import type { NewImage } from './images';
import { mediaRefusedSql, unlessMediaRefused } from './media-elsewhere';

/**
 * The custom emoji of other servers (migration 059): `:blobcat:` in a post's text, whose picture
 * its Note's `Emoji` tag names. One row per server and shortcode, as Mastodon keeps them; the
 * picture is fetched when a reader first asks (api-server's media routes), and kept and let go
 * as the images of posts are (remote-images.ts).
 */

/** A custom emoji as a Note's tag names it: its shortcode (no colons) and its picture's address. */
export type RemoteEmoji = { shortcode: string; url: string };

/** A post's or reply's emoji as its row keeps them (`posts.emojis`, `comments.emojis`). */
export type StoredEmoji = { shortcode: string; id: string };

/** Where a reader asks for the picture of a custom emoji of elsewhere. */
export const elsewhereEmojiPath = (emojiId: string): string => `/api/media/elsewhere/emoji/${emojiId}`;

/** How many of a Note's emoji tags are kept (every one it names, not only those its text uses): more than any text uses. */
const emojisMax = 30;

/**
 * The emoji of `author`'s server that `emojis` names, kept (each once per server and shortcode),
 * as a post's or reply's row keeps them: JSON, or null for none. In the caller's transaction,
 * once the post or reply is kept (a Note that is not kept changes no emoji). With `repoint`, a
 * new address for a shortcode is the server's new picture (fetched when asked, its copy then
 * replacing the old: keepRemoteEmoji); without it (a Note read from an outbox, maybe old), the
 * address kept stays.
 */
export async function keepRemoteEmojis(
  tx: Queryable,
  authorId: string,
  emojis: readonly RemoteEmoji[],
  { repoint }: { repoint: boolean },
): Promise<string | null> {
  const named = new Map<string, string>();
  for (const { shortcode, url } of emojis) {
    if (/^[A-Za-z0-9_]{1,64}$/.test(shortcode) && /^https?:\/\//.test(url) && url.length <= 2048 && !named.has(shortcode)) {
      named.set(shortcode, url);
    }
  }
  if (named.size === 0) return null;
  // In the order of their shortcodes: two deliveries adding the same ones lock them in one order.
  const kept = [...named].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, emojisMax);
  const shortcodes = kept.map(([shortcode]) => shortcode);
  const { rows } = await tx.query<StoredEmoji>(
    `with author as (select domain from users where id = $1 and domain is not null),
          named as (select * from unnest($2::text[], $3::text[]) with ordinality as named (shortcode, url, place)),
          added as (insert into remote_emojis (domain, shortcode, url)
                    select author.domain, named.shortcode, named.url from author, named order by named.place
                    on conflict (domain, shortcode) do nothing returning id, shortcode),
          moved as (update remote_emojis e set url = named.url
                      from author, named
                     where $4 and e.domain = author.domain and e.shortcode = named.shortcode and e.url <> named.url
                    returning e.id)
     select id, shortcode from added
     union all
     select e.id, e.shortcode from remote_emojis e, author where e.domain = author.domain and e.shortcode = any($2::text[])`,
    [authorId, shortcodes, kept.map(([, url]) => url), repoint],
  );
  // Another delivery that added the same emoji at once committed after this statement began: read again.
  const found = rows.length < shortcodes.length ? await emojisNamed(tx, authorId, shortcodes) : rows;
  return found.length === 0 ? null : JSON.stringify(found.map(({ shortcode, id }) => ({ shortcode, id })));
}

async function emojisNamed(tx: Queryable, authorId: string, shortcodes: string[]): Promise<StoredEmoji[]> {
  const { rows } = await tx.query<StoredEmoji>(
    `select e.id, e.shortcode from remote_emojis e join users u on u.domain = e.domain
      where u.id = $1 and e.shortcode = any($2::text[])`,
    [authorId, shortcodes],
  );
  return rows;
}

/** The column of `alias` (a post's `p`, a comment's `c`, a person's `u`) with its emoji, as `unlessMediaRefused` shows it. */
export const emojisColumn = (alias: string, author: string): string => unlessMediaRefused(`${alias}.emojis`, author);

/** What a row's emoji column holds, as the API shows it: each shortcode, and where its picture is asked for. */
export const emojisShown = (stored: StoredEmoji[] | null): EmojiElsewhere[] =>
  (stored ?? []).map(({ shortcode, id }) => ({ shortcode, url: elsewhereEmojiPath(id) }));

/**
 * A custom emoji of elsewhere: the address its server names, its copy here (null when none is
 * kept of it), and whether the media of its server or of the picture's are refused (`mediaRefusedSql`).
 */
export async function remoteEmojiOf(
  db: Queryable,
  emojiId: string,
): Promise<{ url: string; mediaId: string | null; mediaRefused: boolean } | null> {
  const { rows } = await db.query<{ url: string; media_id: string | null; media_refused: boolean }>(
    `select e.url, case when e.fetched_from = e.url then e.media_id end as media_id,
            ${mediaRefusedSql('e.domain', 'e.url')} as media_refused
       from remote_emojis e where e.id = $1`,
    [emojiId],
  );
  const row = rows[0];
  return row ? { url: row.url, mediaId: row.media_id, mediaRefused: row.media_refused } : null;
}

/**
 * Keeps `image`, fetched from `url`, as the copy of the custom emoji `emojiId` (the copy of an
 * address it named before goes, unless something else shows it). Answers the copy's id, or null
 * when its server names another address by now.
 */
export async function keepRemoteEmoji(
  deps: { db: Database; images: ImageStore },
  emojiId: string,
  url: string,
  image: NewImage,
): Promise<string | null> {
  const kept = await changeWithImages(deps, async ({ tx, hold }) => {
    const { rows } = await tx.query<{ media_id: string | null }>(
      'select media_id from remote_emojis where id = $1 and url = $2 for update',
      [emojiId, url],
    );
    if (rows.length === 0) return succeed(null);
    await hold([rows[0]!.media_id], image);
    await tx.query('update remote_emojis set media_id = $2, fetched_from = $3, fetched_at = now() where id = $1', [emojiId, image.id, url]);
    return succeed(image.id);
  });
  return kept.ok ? kept.value : null;
}

/** The copies of emoji kept longer than `days`, the oldest `batch`, let go as remote-images.ts lets go of others. */
export async function forgetOldEmojis(deps: { db: Database; images: ImageStore }, days: number, batch: number): Promise<void> {
  await changeWithImages(deps, async ({ tx, hold }) => {
    const { rows } = await tx.query<{ id: string; media_id: string }>(
      `select id, media_id from remote_emojis where fetched_at < now() - make_interval(days => $1) order by fetched_at limit $2 for update`,
      [days, batch],
    );
    if (rows.length === 0) return succeed(0);
    await hold(rows.map((row) => row.media_id));
    await tx.query('update remote_emojis set media_id = null, fetched_from = null, fetched_at = null where id = any($1::text[])', [
      rows.map((row) => row.id),
    ]);
    return succeed(rows.length);
  });
}
