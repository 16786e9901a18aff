import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { limits } from 'api-contract/limits';
import { LimitedField } from 'shell/limited-field';
import type { ShownImage } from './use-post-images';

type PostImageItemProps = {
  image: ShownImage;
  /** What the form found wrong with the description when the post was sent, in the contract's words. */
  altProblem: string | null;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  /** Moves the image one place earlier (-1) or later (1); absent at that end of the list. */
  onMove: (key: string, by: -1 | 1) => void;
  /** How many images the post has: the last one cannot move later. */
  count: number;
  onDescribe: (key: string, alt: string) => void;
};

/**
 * One image of the post being written: its preview, where its upload is (under way, or refused
 * with the server's words and Retry upload), its description, Move up and down (the post's
 * order, by keyboard as by pointer) and Remove. An empty description is allowed, with a reminder
 * of whom it is for.
 */
export function PostImageItem({ image, altProblem, onRetry, onRemove, onMove, onDescribe, count }: PostImageItemProps) {
  const { key, number, state, preview, alt } = image;
  const percent = state.status === 'uploading' && state.sent !== null ? Math.round(state.sent * 100) : null;
  return (
    <li className="post-images-field__item" data-image-key={key}>
      <div className="post-images-field__preview">
        {preview ? (
          <img src={preview} alt={t`Preview ${number}`} />
        ) : (
          // A draft the browser could not keep whole kept the upload and its description, not its address.
          <span className="muted">{t`Image ${number}, uploaded`}</span>
        )}
      </div>
      <div className="post-images-field__details">
        {state.status === 'uploading' && (
          <p className="post-images-field__status">
            {/* Without a value, a bar that says it is busy: until the browser tells how much has gone. */}
            <progress aria-label={t`Uploading image ${number}…`} max={1} value={state.sent ?? undefined} />
            <span className="muted">{percent === null ? t`Uploading…` : t`Uploading… ${percent}%`}</span>
          </p>
        )}
        {state.status === 'failed' && (
          <div className="post-images-field__status">
            <p className="form-error" role="alert">
              {state.error}
            </p>
            <button type="button" className="button" onClick={() => onRetry(key)}>
              <Trans>
                Retry upload<span className="visually-hidden"> of image {number}</span>
              </Trans>
            </button>
          </div>
        )}
        <LimitedField
          label={t`Description of image ${number}`}
          value={alt}
          max={limits.altTextMax}
          problem={altProblem}
          onChange={(text) => onDescribe(key, text)}
          multiline
        />
        {alt.trim() === '' && (
          <p className="muted post-images-field__reminder">{t`Add a description so people using screen readers know what it shows.`}</p>
        )}
        <div className="post-images-field__actions">
          {number > 1 && (
            <button type="button" className="button" data-move="-1" onClick={() => onMove(key, -1)}>
              <Trans>
                Move up<span className="visually-hidden"> image {number}</span>
              </Trans>
            </button>
          )}
          {number < count && (
            <button type="button" className="button" data-move="1" onClick={() => onMove(key, 1)}>
              <Trans>
                Move down<span className="visually-hidden"> image {number}</span>
              </Trans>
            </button>
          )}
          <button type="button" className="button" onClick={() => onRemove(key)}>
            <Trans>
              Remove<span className="visually-hidden"> image {number}</span>
            </Trans>
          </button>
        </div>
      </div>
    </li>
  );
}
