import { useId } from 'react';

type CurrentPasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the form found wrong with it on send, in the contract's words. */
  problem?: string | undefined;
};

/** The password the person has now, asked again before a change that needs it (a new password, deleting the account). */
export function CurrentPasswordField({ label, value, onChange, problem }: CurrentPasswordFieldProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="input"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={problem !== undefined}
        aria-describedby={hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={hintId} className="form-error">
        {problem}
      </small>
    </div>
  );
}
