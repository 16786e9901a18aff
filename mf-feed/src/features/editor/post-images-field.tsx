import { useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { t } from '@lingui/core/macro';
import { acceptedImageTypes, limits } from 'api-contract/limits';
import { validate } from 'api-contract/validate';
import { PostImageDataSchema } from 'api-contract/schemas';
import { PostImageItem } from './post-image-item';
import type { PostImages } from './use-post-images';

type PostImagesFieldProps = {
  images: PostImages;
  /**
   * What is wrong with the images as a whole, beside the field: the form's check once the post
   * was sent (a description's problem is shown beside that description instead), or an upload
   * the post waits for.
   */
  problem: string | null;
  /** The post was sent and the form found a problem with the images: each description says whether it is its own. */
  checked: boolean;
};

/** A description's problem in the contract's words (the one schema the server checks it with), or null. */
function altProblemOf(alt: string): string | null {
  const result = validate(PostImageDataSchema.entries.alt, alt);
  return result.ok ? null : result.message;
}

/**
 * The post's images (up to `limits.postImagesMax`), each uploaded as it is chosen, with its
 * description. Refusals (not an image, one too many) are said beside the field and change
 * nothing already chosen or typed.
 */
export function PostImagesField({ images, problem, checked }: PostImagesFieldProps) {
  const hintId = useId();
  const { shown, reading, refusals } = images;
  const added = shown.length;
  const max = limits.postImagesMax;
  const altProblems = shown.map((image) => (checked ? altProblemOf(image.alt) : null));
  // The form names no image in its problem: shown beside the one it is about when one is, else here.
  const fieldProblem = altProblems.some((altProblem) => altProblem !== null) ? null : problem;

  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // The pressed button leaves the page (Remove) or gives way to the progress bar (Retry upload):
  // the focus goes to what comes next rather than to the page, outside the dialog.
  const remove = (key: string) => {
    images.remove(key);
    input.current?.focus();
  };
  const retry = (key: string) => {
    const index = shown.findIndex((image) => image.key === key);
    images.retry(key);
    list.current?.querySelectorAll<HTMLElement>('textarea')[index]?.focus();
  };

  // A moved image's button goes with it (or gives way, at an end of the list, to the other way):
  // the focus follows, once the list is drawn in its new order.
  const moved = useRef<{ key: string; by: -1 | 1 } | null>(null);
  const move = (key: string, by: -1 | 1) => {
    images.move(key, by);
    moved.current = { key, by };
  };
  useLayoutEffect(() => {
    const pending = moved.current;
    if (!pending || !list.current) return;
    moved.current = null;
    const item = [...list.current.querySelectorAll('[data-image-key]')].find((each) => each.getAttribute('data-image-key') === pending.key);
    const button = item?.querySelector<HTMLElement>(`[data-move="${pending.by}"]`) ?? item?.querySelector<HTMLElement>('[data-move]');
    button?.focus();
  }, [shown]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Choosing the same file again (after removing it) is a change too.
    event.target.value = '';
    void images.add(files);
  };

  return (
    <div className="post-images-field">
      <label className="field">
        <span>{t`Images (optional, up to ${max})`}</span>
        <input ref={input} type="file" multiple accept={acceptedImageTypes.join(',')} aria-describedby={hintId} onChange={pick} />
      </label>
      <small id={hintId} className="muted">
        {reading
          ? t`Reading the chosen files…`
          : added < max
            ? t`${added} of ${max} images added. You can also paste or drop images here.`
            : t`${added} of ${max} images added.`}
      </small>
      {/* An image pasted or dropped while the focus stays in a text field is heard being added, once. */}
      <span className="visually-hidden" aria-live="polite">
        {images.announcement}
      </span>
      {(refusals.length > 0 || fieldProblem) && (
        <div className="post-images-field__problems" role="alert">
          {[...refusals, ...(fieldProblem ? [fieldProblem] : [])].map((words, index) => (
            <p key={index} className="form-error">
              {words}
            </p>
          ))}
        </div>
      )}
      {shown.length > 0 && (
        <ol ref={list} className="post-images-field__list" aria-label={t`Images of the post`}>
          {shown.map((image, index) => (
            <PostImageItem
              key={image.key}
              image={image}
              altProblem={altProblems[index] ?? null}
              onRetry={retry}
              onRemove={remove}
              onMove={move}
              count={shown.length}
              onDescribe={images.describe}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
