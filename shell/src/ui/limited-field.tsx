import { plural } from '@lingui/core/macro';
import { useId } from 'react';
import { MentionField } from './mention-field';

type LimitedFieldProps = {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  /** What the form found wrong with the field when it was sent, in the contract's words. */
  problem?: string | null;
  multiline?: boolean;
  placeholder?: string;
  /** Offer usernames as one types `@` (the shell's mention field). */
  mentions?: boolean;
  /** Shown and focusable, not changed: while what it holds is being sent. */
  readOnly?: boolean;
};

/**
 * A text field that counts down to its limit, says at once when the text goes over it, and
 * shows what the form found wrong once it is sent.
 */
export function LimitedField({
  label,
  value,
  max,
  onChange,
  problem = null,
  multiline = false,
  placeholder,
  mentions = false,
  readOnly = false,
}: LimitedFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const left = max - value.trim().length;
  const over = -left;
  // English says "characters" whatever the count (as it always has), and the count as a plain number
  // (`{left}`, not `#`, which would write 1000 as "1,000"); other languages say it as their plurals do.
  const error =
    left < 0
      ? plural(over, {
          one: `${label} must be at most ${max} characters (${over} too many).`,
          other: `${label} must be at most ${max} characters (${over} too many).`,
        })
      : problem;
  const attributes = {
    className: 'input',
    id: inputId,
    value,
    placeholder,
    readOnly,
    'aria-invalid': error !== null,
    'aria-describedby': hintId,
  };
  const shared = { ...attributes, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {mentions ? (
        <MentionField {...attributes} onChange={onChange} multiline={multiline} />
      ) : multiline ? (
        <textarea rows={3} {...shared} />
      ) : (
        <input {...shared} />
      )}
      <small id={hintId} className={error ? 'form-error' : 'muted'} aria-live="polite">
        {error ?? plural(left, { one: `${left} characters left`, other: `${left} characters left` })}
      </small>
    </div>
  );
}
