import type { EmojiElsewhere } from 'api-contract/entities';

/**
 * Custom emoji of elsewhere as Mastodon's client API answers them (its `CustomEmoji`), a status's
 * or an account's: the picture is the copy this server keeps (fetched when first asked for).
 */
export const customEmojisOf = (emojis: readonly EmojiElsewhere[], origin: string) =>
  emojis.map(({ shortcode, url }) => {
    const picture = new URL(url, origin).href;
    return { shortcode, url: picture, static_url: picture, visible_in_picker: false };
  });
