import { useId } from 'react';

type LimitedFieldProps = {
  label: string;
  value: string;
  max: number;
  showErrors: boolean;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** An optional field is not reported when empty. */
  optional?: boolean;
  placeholder?: string;
};

/** A text field that counts down to its limit and says what is wrong in words. */
export function LimitedField({
  label,
  value,
  max,
  showErrors,
  onChange,
  multiline = false,
  optional = false,
  placeholder,
}: LimitedFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const left = max - value.trim().length;
  const error =
    left < 0
      ? `${label} must be at most ${max} characters (${-left} too many).`
      : showErrors && !optional && !value.trim()
        ? `${label} is required.`
        : null;
  const shared = {
    className: 'input',
    id: inputId,
    value,
    placeholder,
    required: !optional,
    'aria-invalid': error !== null,
    'aria-describedby': hintId,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {multiline ? <textarea rows={3} {...shared} /> : <input {...shared} />}
      <small id={hintId} className={error ? 'form-error' : 'muted'} aria-live="polite">
        {error ?? `${left} characters left`}
      </small>
    </div>
  );
}
