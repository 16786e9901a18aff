import { t } from '@lingui/core/macro';
import { limits } from 'api-contract/limits';
import { ImagePicker } from 'shell/image-picker';
import { LimitedField } from 'shell/limited-field';
import type { DraftImage } from '../store/message-draft';

type MessageImageFieldProps = {
  image: DraftImage | null;
  onChange: (image: DraftImage | null) => void;
  /** While a picked file is being read: the form waits to send. */
  onReading: (reading: boolean) => void;
  /** What the form found wrong with the description when it was sent, in the contract's words. */
  problem?: string | null;
  /** While the message is being sent: its picture and description stay as sent. */
  readOnly?: boolean;
};

/**
 * The one image a message may carry: picked (the shell's picker, its checks and preview), and
 * described for people using screen readers, as a post's images are.
 */
export function MessageImageField({ image, onChange, onReading, problem = null, readOnly = false }: MessageImageFieldProps) {
  return (
    <div className="messages__image">
      <ImagePicker
        value={image?.dataUrl ?? ''}
        onChange={(dataUrl) => onChange(dataUrl === '' ? null : { dataUrl, alt: image?.alt ?? '' })}
        onReading={onReading}
        disabled={readOnly}
      />
      {image && (
        <>
          <LimitedField
            label={t`Image description`}
            value={image.alt}
            max={limits.altTextMax}
            problem={problem}
            onChange={(alt) => onChange({ ...image, alt })}
            multiline
            readOnly={readOnly}
          />
          {image.alt.trim() === '' && <p className="muted">{t`Add a description so people using screen readers know what it shows.`}</p>}
        </>
      )}
    </div>
  );
}
