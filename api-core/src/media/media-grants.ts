import type { Queryable } from '../db/database';
import type { ImageStore, Tokens } from '../platform';

/**
 * The images of a post that is not public are not everyone's: their address is a grant, handed
 * with the post only to the people who may see it. An `<img>` cannot send the session's token, so
 * the address itself carries the permission, as a signed link does: when it lapses and what this
 * side's secret makes of the image and that moment (`Tokens.linkToken`). A grant lapses between
 * one and two days after it was made, the same for every reading of a day, so a page's addresses
 * stay the same (and cached) while it is open, and a copied address stops working soon after.
 */
const day = 86_400_000;

/** When a grant made at `now` lapses: the end of the next day (UTC), in milliseconds. */
export const grantLapsesAt = (now: number): number => Math.floor(now / day) * day + 2 * day;

/** The signature of a grant to read image `key` until `lapsesAt`: what the address carries, and what the server checks it against. */
export const grantSignature = (tokens: Tokens, key: string, lapsesAt: number) => tokens.linkToken('media', `${key}:${lapsesAt}`);

/**
 * The address of image `id` with a grant to read it. An address that holds its bytes (the page's
 * mock keeps images as data URLs) is served by nobody and needs none.
 */
export async function grantedAddress({ images, tokens }: { images: ImageStore; tokens: Tokens }, id: string, now: number): Promise<string> {
  const address = images.addressOf(id);
  return address.startsWith('/') ? withGrant(tokens, address, id, now) : address;
}

/** `address` with a grant to read what `key` names (an image's id, or where an image of elsewhere is). */
export async function withGrant(tokens: Tokens, address: string, key: string, now: number): Promise<string> {
  const lapsesAt = grantLapsesAt(now);
  return `${address}?grant=${lapsesAt}.${await grantSignature(tokens, key, lapsesAt)}`;
}

/** An image's address as a client echoes it back, without the grant it was given with: what names the image. */
export const withoutGrant = (address: string): string => address.replace(/\?grant=[^?#]*$/, '');

/** A grant as an address carries it (`<lapses at>.<signature>`), or null when it is not one. */
export function parseGrant(grant: string | undefined): { lapsesAt: number; signature: string } | null {
  const match = /^(\d{1,15})\.([\w-]{1,100})$/.exec(grant ?? '');
  return match ? { lapsesAt: Number(match[1]), signature: match[2]! } : null;
}

/**
 * Image `id`'s type, and whether it is kept from whoever has no grant: some post that is not
 * public (or a reply of elsewhere on one) or some direct message shows it, while no public post,
 * no reply on one, no avatar and no custom emoji of elsewhere is it (the same bytes in a public
 * post, as someone's picture or as a server's emoji are everyone's already). Null when there is no
 * such image. Probes of post_images_by_media, comment_images_by_media, messages_by_media,
 * users_by_avatar and remote_emojis_by_media.
 */
export async function mediaAccess(db: Queryable, id: string): Promise<{ contentType: string; granted: boolean } | null> {
  const { rows } = await db.query<{ content_type: string; granted: boolean }>(
    `select m.content_type,
            (exists (select 1 from post_images pi where pi.media_id = m.id)
              or exists (select 1 from comment_images ci where ci.media_id = m.id)
              or exists (select 1 from messages x where x.media_id = m.id))
              and not exists (select 1 from post_images pi join posts p on p.id = pi.post_id where pi.media_id = m.id and p.visibility = 'public')
              and not exists (select 1 from comment_images ci join comments c on c.id = ci.comment_id join posts p on p.id = c.post_id
                               where ci.media_id = m.id and p.visibility = 'public')
              and not exists (select 1 from users u where u.avatar_id = m.id)
              and not exists (select 1 from remote_emojis e where e.media_id = m.id) as granted
       from media m where m.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, granted: row.granted } : null;
}
