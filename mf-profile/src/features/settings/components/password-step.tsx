import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PasswordConfirmationSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { CurrentPasswordField } from 'shell/password-field';

type PasswordStepProps = {
  /** The field's label: what the password is asked for. */
  label: string;
  /** The button that sends it: the change it makes. */
  submitLabel: string;
  /** Words before the field: what the change does. */
  children?: ReactNode;
  /** A change that takes a protection away: its button says so in red, as well as in words. */
  danger?: boolean;
  pending: boolean;
  /** Why the server refused the last try, in words. */
  refusal: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

/**
 * The password asked again before a change of how one signs in, in a small form of its own
 * that takes the focus when it opens, with Cancel beside its button.
 */
export function PasswordStep({ label, submitLabel, children, danger = false, pending, refusal, onSubmit, onCancel }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const { problems, check } = useCheckedForm(PasswordConfirmationSchema, { password });
  const form = useRef<HTMLFormElement>(null);

  // It opens on a button the person pressed, which it takes the place of.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = check();
    if (accepted) onSubmit(accepted.password);
  };

  return (
    <form ref={form} className="settings__form" onSubmit={submit} noValidate>
      {children}
      <CurrentPasswordField label={label} value={password} onChange={setPassword} problem={problems.password} />
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      <div className="settings__actions">
        <button type="submit" className={danger ? 'button button--danger' : 'button button--primary'} disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
