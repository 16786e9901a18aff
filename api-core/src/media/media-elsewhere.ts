import type { MediaElsewhere } from 'api-contract/entities';

/**
 * What a post or reply of elsewhere carries that this server does not copy (migrations 055 and
 * 058): as a row keeps each, `{kind, url, alt}`, in its order.
 */
export type StoredMedia = { kind: MediaElsewhere['kind']; url: string; alt: string };

/**
 * The column of `alias` (a post's `p`, a comment's `c`) with what it carries of elsewhere, unless
 * admins refused the server of its author (`author`, their users row) its media: as its images
 * are then not fetched, these are not linked. The block is read only for a row that has some.
 */
export const mediaElsewhereColumn = (alias: string, author: string): string =>
  `case when ${alias}.media_elsewhere is null then null
        when exists (select 1 from domain_blocks b where b.domain = ${author}.domain and b.reject_media) then null
        else ${alias}.media_elsewhere end`;

/** What a row's column holds, as the API shows it (none: the empty list). */
export const mediaShown = (stored: StoredMedia[] | null): MediaElsewhere[] =>
  (stored ?? []).map(({ kind, url, alt }) => ({ kind, url, description: alt }));
