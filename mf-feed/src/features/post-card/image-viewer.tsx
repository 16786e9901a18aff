import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PostImage } from 'api-contract/entities';
import { Modal } from 'shell/modal';
import { altOf } from './image-alt';

type ImageViewerProps = { images: PostImage[]; fallbackAlt: string; start: number; onClose: () => void };

/**
 * A post's images one at a time, large, each with its description as text below it (what a
 * screen reader says of it, for everyone to read). Previous and Next, or the Left and Right
 * arrow keys, move between them, round from the last to the first, so no button is ever
 * disabled under the focus; the shell's modal keeps the focus in, closes on Escape and gives
 * the focus back to the image that opened it.
 */
export function ImageViewer({ images, fallbackAlt, start, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(start);
  const count = images.length;

  useEffect(() => {
    // On the document: the modal puts the focus on its Close button, outside what it wraps here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((shown) => (shown + step + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  const image = images[index];
  if (!image) return null;
  const move = (step: number) => setIndex((shown) => (shown + step + count) % count);
  const number = index + 1;
  // Moving on says which image it is now, not only its number.
  const description = image.alt || t`no description`;
  return (
    <Modal title={count === 1 ? t`Image` : t`Images`} onClose={onClose}>
      <figure className="image-viewer">
        <img src={image.url} alt={altOf(image, images, fallbackAlt)} dir="auto" className="image-viewer__image" />
        {/* The description is the image's alt already: shown for everyone, read once. */}
        <figcaption className="image-viewer__description" aria-hidden={image.alt !== ''} dir="auto">
          {image.alt || <span className="muted">{t`No description.`}</span>}
        </figcaption>
      </figure>
      {count > 1 && (
        <div className="image-viewer__nav">
          <button type="button" className="button" onClick={() => move(-1)}>
            {t`Previous`}
          </button>
          <p className="image-viewer__position" aria-live="polite">
            <Trans>
              Image {number} of {count}
              <span className="visually-hidden">
                : <span dir="auto">{description}</span>
              </span>
            </Trans>
          </p>
          <button type="button" className="button" onClick={() => move(1)}>
            {t`Next`}
          </button>
        </div>
      )}
    </Modal>
  );
}
