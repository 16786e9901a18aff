import { useId } from 'react';

type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Which password the browser's manager should offer: the one kept, or a new one to keep. */
  autoComplete: 'current-password' | 'new-password';
  /** The line under the field: what is wrong with it, or a hint. */
  message?: string | undefined;
  /** Whether `message` says what is wrong (shown as an error, the field marked invalid). */
  invalid: boolean;
  /** Whether a screen reader reads `message` out as it changes (a hint that follows the typing). */
  live?: boolean;
};

/** The one password input of every form: its label, and the line under it that says what is wrong. */
export function PasswordField({ label, value, onChange, autoComplete, message, invalid, live = false }: PasswordFieldProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="input"
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={invalid}
        aria-describedby={hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={hintId} className={invalid ? 'form-error' : 'muted'} aria-live={live ? 'polite' : undefined}>
        {message}
      </small>
    </div>
  );
}

type CurrentPasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the form found wrong with it on send, in the contract's words. */
  problem?: string | undefined;
};

/** The password the person has now, asked again before a change that needs it (a new password, deleting the account). */
export function CurrentPasswordField({ problem, ...field }: CurrentPasswordFieldProps) {
  return <PasswordField {...field} autoComplete="current-password" message={problem} invalid={problem !== undefined} />;
}
