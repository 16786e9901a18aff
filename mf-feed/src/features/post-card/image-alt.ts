import type { PostImage } from 'api-contract/entities';

/**
 * An image's text alternative: its description. A post's one image without one says what a card
 * always said of its picture, the post's caption; of several, an undescribed one says nothing more
 * than its button's "Open image 2 of 3", rather than the caption again for each.
 */
export const altOf = (image: PostImage, images: readonly PostImage[], caption: string): string =>
  image.alt || (images.length === 1 ? caption : '');
