import type { PostImage } from 'api-contract/entities';

/** An image's text alternative: its description, or the card's words for a picture without one (the post's caption). */
export const altOf = (image: PostImage, fallbackAlt: string): string => image.alt || fallbackAlt;
