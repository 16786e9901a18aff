import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import type { PostImage } from 'api-contract/entities';
import { altOf } from './image-alt';
import { lazyDialog } from '../../ui/lazy-dialog';

/** The viewer, fetched when an image is first opened. */
const ImageViewer = lazyDialog(() => import('./image-viewer').then((module) => module.ImageViewer));

type PostImagesProps = {
  images: PostImage[];
  /** What an image says to a screen reader when its author wrote no description: the post's caption, as a card always said. */
  fallbackAlt: string;
};

/**
 * A post's images on its card, in a grid of a fixed shape whatever they are (one full width,
 * two side by side, three or four in two rows, the first of three spanning both), so a card
 * does not move as its images arrive. Each opens the viewer at itself; a described one carries
 * an "ALT" badge, as on Mastodon and Bluesky, so the eye knows a description is there to read.
 */
export function PostImages({ images, fallbackAlt }: PostImagesProps) {
  const [opened, setOpened] = useState<number | null>(null);
  const gridId = useId();
  const count = images.length;
  if (count === 0) return null;
  return (
    <>
      <div className={`post-images post-images--${Math.min(count, 4)}`}>
        {images.map((image, index) => {
          const number = index + 1;
          return (
            <div key={image.id} className="post-images__cell">
              <button
                type="button"
                className="post-images__open"
                aria-label={t`Open image ${number} of ${count}`}
                // A button's name replaces what is inside it: its description is read after its name.
                aria-describedby={`${gridId}-${index}`}
                aria-haspopup="dialog"
                onClick={() => setOpened(index)}
              >
                <img
                  id={`${gridId}-${index}`}
                  src={image.url}
                  alt={altOf(image, images, fallbackAlt)}
                  dir="auto"
                  className="post-images__image"
                />
              </button>
              {/* For the eyes: the image has a description, which the viewer shows (a screen reader has it
                already). Beside the button, not in it, whose name would then have to say "ALT" too. */}
              {image.alt !== '' && (
                <span className="post-images__alt-badge" aria-hidden="true">
                  {t({ message: 'ALT', comment: 'The badge of an image that has a description (alt text), as on Mastodon' })}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {opened !== null && <ImageViewer images={images} fallbackAlt={fallbackAlt} start={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
