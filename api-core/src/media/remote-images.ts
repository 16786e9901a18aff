import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import type { PostVisibility } from 'api-contract/entities';
import type { Database, Queryable } from '../db/database';
import type { ImageStore } from '../platform';
import { changeWithImages } from './image-changes';
import type { NewImage } from './images';
import { mediaRefusedSql } from './media-elsewhere';
import { forgetOldEmojis } from './remote-emojis';

/**
 * The images of posts of other servers (migration 039), and of their replies kept as comments
 * (migration 065). The server fetches each when a reader first asks for it (api-server's media
 * routes), as Mastodon's media proxy does, so a post nobody reads costs no fetch and the reader's
 * browser never asks their server; the copy is kept for the days the operator says, then goes, to
 * be fetched again when asked for.
 */

/** An image of a post or reply of elsewhere as its Note names it: its address there, and its description. */
export type RemoteImage = { url: string; alt: string };

/** What shows images of elsewhere: a post of elsewhere, or a reply of elsewhere (a comment here). */
export type ImagePlace = 'post' | 'comment';

/**
 * Each place's table, its owner's column, and (SQL, from the table's row `i`) the joins to the
 * post `p` whose readers may see the image (a comment is seen by whoever sees its post) and to
 * the image's author `u`.
 */
const places = {
  post: { table: 'post_images', owner: 'post_id', joins: 'join posts p on p.id = i.post_id join users u on u.id = p.author_id' },
  comment: {
    table: 'comment_images',
    owner: 'comment_id',
    joins: 'join comments c on c.id = i.comment_id join posts p on p.id = c.post_id join users u on u.id = c.author_id',
  },
} as const satisfies Record<ImagePlace, { table: string; owner: string; joins: string }>;

/** The path of an image of elsewhere under /api/media/elsewhere: a post's keeps the shorter path it always had. */
const placePath = (place: ImagePlace, ownerId: string, position: number): string =>
  `${place === 'post' ? '' : `${place}/`}${ownerId}/${position}`;

/** Where a reader asks for the image at `position` of a post or reply of elsewhere whose copy is not kept here (yet, or any more). */
export const elsewhereImagePath = (place: ImagePlace, ownerId: string, position: number): string =>
  `/api/media/elsewhere/${placePath(place, ownerId, position)}`;

/** What a grant to read that image signs (media-grants.ts), as a kept image's id is signed. */
export const elsewhereImageKey = (place: ImagePlace, ownerId: string, position: number): string =>
  `elsewhere/${placePath(place, ownerId, position)}`;

/** How many copies one sweep lets go at most: each post received sweeps, so a backlog drains a little at a time. */
const sweepBatch = 50;

/** Makes `images` (their addresses there) the images of the post or reply of elsewhere `ownerId`, none fetched yet. */
export async function writeRemoteImages(tx: Queryable, place: ImagePlace, ownerId: string, images: readonly RemoteImage[]): Promise<void> {
  const { table, owner } = places[place];
  await tx.query(`delete from ${table} where ${owner} = $1`, [ownerId]);
  if (images.length === 0) return;
  await tx.query(
    `insert into ${table} (${owner}, position, remote_url, alt)
     select $1, shown.position - 1, shown.url, shown.alt
       from unnest($2::text[], $3::text[]) with ordinality as shown (url, alt, position)`,
    [ownerId, images.map((image) => image.url), images.map((image) => image.alt)],
  );
}

/** The images of the post or reply of elsewhere `ownerId` as its Note last named them, in order. */
export async function remoteImagesOf(
  db: Queryable,
  place: ImagePlace,
  ownerId: string,
): Promise<Array<RemoteImage & { mediaId: string | null }>> {
  const { table, owner } = places[place];
  const { rows } = await db.query<{ url: string; alt: string; media_id: string | null }>(
    `select remote_url as url, alt, media_id from ${table} where ${owner} = $1 and remote_url is not null order by position`,
    [ownerId],
  );
  return rows.map((row) => ({ url: row.url, alt: row.alt, mediaId: row.media_id }));
}

/** Whether two lists of images name the same addresses with the same descriptions, in the same order. */
export const sameRemoteImages = (a: readonly RemoteImage[], b: readonly RemoteImage[]): boolean =>
  a.length === b.length && a.every((image, index) => image.url === b[index]!.url && image.alt === b[index]!.alt);

/**
 * The image at `position` of a post or reply of elsewhere: its address there, its copy here (null
 * when none is kept), who its post is for, and whether admins refused the media of its author's
 * server or of the picture's (`mediaRefusedSql`: nothing of it is fetched). Null for none.
 */
export async function remoteImageOf(
  db: Queryable,
  place: ImagePlace,
  ownerId: string,
  position: number,
): Promise<{ url: string; mediaId: string | null; visibility: PostVisibility; mediaRefused: boolean } | null> {
  const { table, owner, joins } = places[place];
  const { rows } = await db.query<{ url: string; media_id: string | null; visibility: PostVisibility; media_refused: boolean }>(
    `select i.remote_url as url, i.media_id, p.visibility,
            ${mediaRefusedSql('u.domain', 'i.remote_url')} as media_refused
       from ${table} i ${joins}
      where i.${owner} = $1 and i.position = $2 and i.remote_url is not null`,
    [ownerId, position],
  );
  const row = rows[0];
  return row ? { url: row.url, mediaId: row.media_id, visibility: row.visibility, mediaRefused: row.media_refused } : null;
}

/**
 * Whether admins refused the media of the server `host` (with its port), or suspended it
 * (`mediaRefusedSql`): a picture of elsewhere that redirects there is not fetched.
 */
export async function mediaRefusedAt(db: Queryable, host: string): Promise<boolean> {
  const { rows } = await db.query<{ refused: boolean }>(`select ${mediaRefusedSql('$1')} as refused`, [host.toLowerCase()]);
  return rows[0]?.refused ?? false;
}

/**
 * Keeps `image`, fetched from `url`, its server's, and encoded anew, as the copy of the image at
 * `position` of the post or reply `ownerId`. Answers the copy's id, or null when it went
 * meanwhile, or names another picture there by now (an edit): then nothing is kept, and the file
 * written goes unless something else shows the same bytes. The same bytes shown twice by one post
 * or reply are one copy (its rows allow an image once): the second place shows the first's.
 */
export async function keepRemoteImage(
  deps: { db: Database; images: ImageStore },
  { place, ownerId, position, url }: { place: ImagePlace; ownerId: string; position: number; url: string },
  image: NewImage,
): Promise<string | null> {
  const { table, owner } = places[place];
  const kept = await changeWithImages(deps, async ({ tx, hold }) => {
    await hold([], image);
    const { rowCount } = await tx.query(
      `update ${table} set media_id = $3, fetched_at = now()
        where ${owner} = $1 and position = $2 and remote_url = $4 and media_id is null
          and not exists (select 1 from ${table} same where same.${owner} = $1 and same.media_id = $3)`,
      [ownerId, position, image.id, url],
    );
    const { rows } = await tx.query(`select 1 from ${table} where ${owner} = $1 and media_id = $2`, [ownerId, image.id]);
    return rowCount > 0 || rows.length > 0 ? succeed(image.id) : fail(404, reasons.imageElsewhereUnavailable);
  });
  return kept.ok ? kept.value : null;
}

/**
 * Lets go of the copies kept longer than `days` (the oldest `sweepBatch` of each kind), and of
 * those whose comment went (migration 065's `media_let_go`): their rows keep the address there,
 * and each file no record shows any longer goes once the change has committed. Run after each post
 * received from elsewhere: nearly always one statement, five probes of indexes that find nothing
 * to let go (images of posts and of replies, avatars, custom emoji: remote-emojis.ts, copies let
 * go), and no transaction (the inbox's hot path).
 */
export async function forgetOldRemoteImages(deps: { db: Database; images: ImageStore }, days: number): Promise<void> {
  const { rows } = await deps.db.query<{ posts: boolean; comments: boolean; avatars: boolean; emojis: boolean; let_go: boolean }>(
    `select exists (select 1 from post_images where fetched_at < now() - make_interval(days => $1)) as posts,
            exists (select 1 from comment_images where fetched_at < now() - make_interval(days => $1)) as comments,
            exists (select 1 from users where avatar_fetched_at < now() - make_interval(days => $1)) as avatars,
            exists (select 1 from remote_emojis where fetched_at < now() - make_interval(days => $1)) as emojis,
            exists (select 1 from media_let_go) as let_go`,
    [days],
  );
  if (rows[0]?.posts) await forgetOldImagesOf(deps, 'post', days);
  if (rows[0]?.comments) await forgetOldImagesOf(deps, 'comment', days);
  if (rows[0]?.avatars) await forgetOldAvatars(deps, days);
  if (rows[0]?.emojis) await forgetOldEmojis(deps, days, sweepBatch);
  if (rows[0]?.let_go) await forgetLetGo(deps);
}

/** The avatars of people of elsewhere kept longer than `days`, the oldest `sweepBatch`, as `forgetOldRemoteImages` does. */
async function forgetOldAvatars(deps: { db: Database; images: ImageStore }, days: number): Promise<void> {
  await changeWithImages(deps, async ({ tx, hold }) => {
    const { rows } = await tx.query<{ id: string; avatar_id: string | null }>(
      `select id, avatar_id from users where avatar_fetched_at < now() - make_interval(days => $1) order by avatar_fetched_at limit $2 for update`,
      [days, sweepBatch],
    );
    if (rows.length === 0) return succeed(0);
    await hold(rows.map((row) => row.avatar_id));
    await tx.query('update users set avatar_id = null, avatar_fetched_from = null, avatar_fetched_at = null where id = any($1::text[])', [
      rows.map((row) => row.id),
    ]);
    return succeed(rows.length);
  });
}

async function forgetOldImagesOf(deps: { db: Database; images: ImageStore }, place: ImagePlace, days: number): Promise<void> {
  const { table, owner } = places[place];
  await changeWithImages(deps, async ({ tx, hold }) => {
    const { rows } = await tx.query<{ owner_id: string; position: number; media_id: string }>(
      `select ${owner} as owner_id, position, media_id from ${table}
        where fetched_at < now() - make_interval(days => $1) order by fetched_at limit $2`,
      [days, sweepBatch],
    );
    if (rows.length === 0) return succeed(0);
    await hold(rows.map((row) => row.media_id));
    await tx.query(
      `update ${table} i set media_id = null, fetched_at = null
         from unnest($1::text[], $2::smallint[]) as old (owner_id, position)
        where i.${owner} = old.owner_id and i.position = old.position and i.remote_url is not null`,
      [rows.map((row) => row.owner_id), rows.map((row) => row.position)],
    );
    return succeed(rows.length);
  });
}

/**
 * The copies whose comment went (`sweepBatch` of them): each goes unless something else shows it.
 * Their images are held before their notes go, in the order a reply's edit takes them (it holds
 * its copies, then its rows' trigger writes notes), so the two never wait on each other.
 */
async function forgetLetGo(deps: { db: Database; images: ImageStore }): Promise<void> {
  await changeWithImages(deps, async ({ tx, hold }) => {
    const { rows } = await tx.query<{ media_id: string }>('select media_id from media_let_go order by media_id limit $1', [sweepBatch]);
    const ids = rows.map((row) => row.media_id);
    await hold(ids);
    await tx.query('delete from media_let_go where media_id = any($1::text[])', [ids]);
    return succeed(ids.length);
  });
}

/** Where a reader asks for the avatar of a person of elsewhere whose copy is not kept here (yet, any more, or of the address they name now). */
export const elsewhereAvatarPath = (userId: string): string => `/api/media/elsewhere/avatar/${userId}`;

/**
 * The avatar columns a view reads of a user (alias `u`): `avatar_id`, the copy to show (a member's
 * own picture, or the copy of the address a person of elsewhere names now), and
 * `avatar_elsewhere`, whether they have one elsewhere to fetch when there is no such copy.
 */
export const shownAvatarColumns = (alias: string): string =>
  `case when ${alias}.avatar_url is null or ${alias}.avatar_fetched_from = ${alias}.avatar_url then ${alias}.avatar_id end as avatar_id,
   ${alias}.avatar_url is not null as avatar_elsewhere`;

/** The address `img` gives for a user's avatar, from `shownAvatarColumns`: the copy, where it is fetched, or none. */
export const avatarAddress = (images: ImageStore, user: { id: string; avatarId: string | null; avatarElsewhere: boolean }): string =>
  user.avatarId ? images.addressOf(user.avatarId) : user.avatarElsewhere ? elsewhereAvatarPath(user.id) : '';

/** The avatar of a person of elsewhere: the address they name, the copy kept of it (null when none is), and whether their server's media or the picture's are refused. */
export async function remoteAvatarOf(
  db: Queryable,
  userId: string,
): Promise<{ url: string; mediaId: string | null; mediaRefused: boolean } | null> {
  const { rows } = await db.query<{ url: string; media_id: string | null; media_refused: boolean }>(
    `select u.avatar_url as url, case when u.avatar_fetched_from = u.avatar_url then u.avatar_id end as media_id,
            ${mediaRefusedSql('u.domain', 'u.avatar_url')} as media_refused
       from users u where u.id = $1 and u.avatar_url is not null`,
    [userId],
  );
  const row = rows[0];
  return row ? { url: row.url, mediaId: row.media_id, mediaRefused: row.media_refused } : null;
}

/**
 * Keeps `image`, fetched from `url`, as the copy of the avatar of the person of elsewhere
 * `userId` (the copy of an address they named before goes, unless something else shows it).
 * Answers the copy's id, or null when they name another address by now, or are gone.
 */
export async function keepRemoteAvatar(
  deps: { db: Database; images: ImageStore },
  userId: string,
  url: string,
  image: NewImage,
): Promise<string | null> {
  const kept = await changeWithImages(deps, async ({ tx, hold }) => {
    const { rows } = await tx.query<{ avatar_id: string | null }>(
      'select avatar_id from users where id = $1 and avatar_url = $2 for update',
      [userId, url],
    );
    if (rows.length === 0) return succeed(null);
    await hold([rows[0]!.avatar_id], image);
    await tx.query('update users set avatar_id = $2, avatar_fetched_from = $3, avatar_fetched_at = now() where id = $1', [
      userId,
      image.id,
      url,
    ]);
    return succeed(image.id);
  });
  return kept.ok ? kept.value : null;
}
