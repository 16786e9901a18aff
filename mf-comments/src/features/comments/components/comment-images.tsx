import { t } from '@lingui/core/macro';
import type { PostImage } from 'api-contract/entities';

/** A thumbnail's side in CSS pixels, as comments.css draws it: its `<img>` says it too, so nothing moves as it loads. */
const side = 112;

type CommentImagesProps = {
  images: PostImage[];
  /** Whose reply it is (`bob@peer.example`): an image without a description says so. */
  username: string;
};

/**
 * The images a reply of another server shows, copied here as a post's of elsewhere are (their
 * addresses are ours): small thumbnails in a row, as a comment is small, each a link that opens
 * the image whole, apart. The link is named by its image's description, or, when its author wrote
 * none, by which image it is and whose reply holds it.
 */
export function CommentImages({ images, username }: CommentImagesProps) {
  const count = images.length;
  if (count === 0) return null;
  return (
    <ul className="comment-images" aria-label={t({ message: 'Images', comment: "The list of a reply's images" })}>
      {images.map((image, index) => (
        <li key={image.id}>
          <a href={image.url} target="_blank" rel="noopener noreferrer" className="comment-images__link">
            <img
              src={image.url}
              alt={image.alt || fallbackAlt(index + 1, count, username)}
              dir="auto"
              width={side}
              height={side}
              loading="lazy"
              decoding="async"
              className="comment-images__image"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What an image whose author wrote no description says to a screen reader: which it is, and in whose reply. */
function fallbackAlt(number: number, count: number, username: string): string {
  if (count === 1) {
    return t({ message: `Image in @${username}'s reply`, comment: 'An image without a description in a reply; username is its author' });
  }
  return t({
    message: `Image ${number} of ${count} in @${username}'s reply`,
    comment: 'An image without a description, among the images of a reply; username is its author',
  });
}
