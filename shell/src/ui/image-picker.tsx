import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { readImage } from './read-image';

type ImagePickerProps = {
  value: string;
  onChange: (dataUrl: string) => void;
  onReading: (reading: boolean) => void;
  /** While the form that holds it is being sent: the image stays the one sent. */
  disabled?: boolean;
};

/** An optional image: images only, within the size limit, previewed, and removable. */
export function ImagePicker({ value, onChange, onReading, disabled = false }: ImagePickerProps) {
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    onReading(true);
    const result = await readImage(file);
    onReading(false);
    if ('error' in result) setError(result.error);
    else {
      setError(null);
      onChange(result.dataUrl);
    }
  };

  return (
    <div className="image-picker">
      <label className="field">
        <span>{t`Image (optional)`}</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={disabled}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {value && (
        <div className="image-picker__preview">
          <img src={value} alt={t`Preview of the chosen file`} />
          <button type="button" className="button" disabled={disabled} onClick={() => onChange('')}>
            {t`Remove image`}
          </button>
        </div>
      )}
    </div>
  );
}
